import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isIndianMobile,
  isValidPhone,
  parsePhone,
  PHONE_INVALID_MESSAGE,
  phoneNumberSchema,
  toE164,
} from './phone.js';
import { profileUpdateSchema, registrationDetailsSchema } from './profile-forms.js';
import { signUpMetadataSchema } from './sign-up-metadata.js';

describe('phone numbers (libphonenumber-js, India by default)', () => {
  it('reads Indian numbers however people type them, as E.164', () => {
    for (const typed of [
      '98765 43210',
      '098765-43210',
      '91 98765 43210',
      '919876543210',
      '+91 (98765) 43210',
      ' +91 98765-43210 ',
      '0091 98765 43210',
    ])
      expect(toE164(typed), typed).toBe('+919876543210');
    expect(toE164('022 2345 6789')).toBe('+912223456789');
  });

  it('reads other countries with their code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('0044 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
    // GoTrue's digits-only form of a foreign number.
    expect(toE164('14155552671')).toBe('+14155552671');
    expect(parsePhone('+1 415 555 2671')?.country).toBe('US');
  });

  it('refuses what cannot be a number', () => {
    for (const typed of [
      '',
      '12',
      '98765',
      '98765 432101',
      // Not read as +98 (Iran) 765 4321: a short Indian number is a mistake.
      '98765 4321',
      '987654321',
      '+91 98765 4321099',
      'call me',
      '98765 43210 ext 5',
      '<script>',
      '9'.repeat(40),
    ])
      expect(toE164(typed), typed).toBeNull();
    expect(isValidPhone(undefined)).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });

  it('shows numbers in the international form', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+912223456789')).toBe('+91 22 2345 6789');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(parsePhone('98765 43210')).toMatchObject({
      e164: '+919876543210',
      country: 'IN',
      international: '+91 98765 43210',
      national: '098765 43210',
    });
    // What is not a valid number is shown as kept; nothing is ''.
    expect(formatPhone('12-34')).toBe('12-34');
    expect(formatPhone(null)).toBe('');
  });

  it('tells Indian mobile numbers (what SMS reaches) from landlines', () => {
    expect(isIndianMobile('+919876543210')).toBe(true);
    expect(isIndianMobile('+912223456789')).toBe(false);
    expect(isIndianMobile('+442079460958')).toBe(false);
  });

  it('validates and normalises in the zod schemas of the forms and the sign-up metadata', () => {
    expect(phoneNumberSchema.parse('98765 43210')).toBe('+919876543210');
    const bad = phoneNumberSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(PHONE_INVALID_MESSAGE);

    const profile = { full_name: 'Asha' };
    expect(profileUpdateSchema.parse({ ...profile, phone: '98765 43210' }).phone).toBe(
      '+919876543210',
    );
    expect(profileUpdateSchema.parse({ ...profile, phone: '' }).phone).toBe('');
    expect(
      profileUpdateSchema.safeParse({ ...profile, phone: '12345' }).error?.issues[0]?.message,
    ).toBe(PHONE_INVALID_MESSAGE);
    expect(
      registrationDetailsSchema.parse({
        user_type: 'Teacher',
        full_name: 'Asha',
        phone: '098765 43210',
      }).phone,
    ).toBe('+919876543210');
    expect(signUpMetadataSchema.parse({ phone: '+91 98765 43210' }).phone).toBe('+919876543210');
    expect(signUpMetadataSchema.safeParse({ phone: '+91 1' }).error?.issues[0]?.message).toBe(
      PHONE_INVALID_MESSAGE,
    );
    // The character check still answers first, with its own message.
    expect(signUpMetadataSchema.safeParse({ phone: 'call me' }).error?.issues[0]?.message).toBe(
      'Phone number may contain digits, spaces, +, - and brackets only.',
    );
  });
});
