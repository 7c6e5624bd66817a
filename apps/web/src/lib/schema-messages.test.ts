import {
  classSessionSchema,
  describeWeakPassword,
  groupSchema,
  holidaySchema,
  inviteMemberSchema,
  memberDetailsSchema,
  organizationSettingsSchema,
  personalContactSchema,
  shiftSchema,
  siteSchema,
  newPasswordSchema,
  profileUpdateSchema,
  registrationDetailsSchema,
  signInSchema,
  signUpCredentialsSchema,
  totpCodeSchema,
} from '@ias/shared';
import type { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { KNOWN_SCHEMA_SENTENCES, translateSchemaMessage } from './schema-messages';

// Zod's own "Invalid input…" for fields a probe leaves out is not the schemas' wording (a form
// always sends its controls' values), so it is left aside.
const messages = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []).filter(
    (message) => !message.startsWith('Invalid '),
  );

// Every sentence the shared sign-in, sign-up, password and profile schemas can show in a form.
const SAID = [
  ...messages(signInSchema, { email: '', password: '' }),
  ...messages(signInSchema, { email: 'priya@', password: 'x' }),
  ...messages(signInSchema, { email: `${'x'.repeat(250)}@example.in`, password: 'x' }),
  ...messages(signUpCredentialsSchema, { email: 'a@b.in', password: 'short', confirmPassword: '' }),
  ...messages(newPasswordSchema, { password: 'x'.repeat(80), confirmPassword: 'y' }),
  ...messages(totpCodeSchema, { code: '12' }),
  ...messages(registrationDetailsSchema, { user_type: 'Nope', full_name: '' }),
  ...messages(registrationDetailsSchema, { user_type: 'Institute', full_name: 'A' }),
  ...messages(registrationDetailsSchema, { user_type: 'Company', full_name: 'A' }),
  ...messages(profileUpdateSchema, {
    full_name: 'x'.repeat(121),
    phone: 'call me, it is urgent!',
    company_name: 'x'.repeat(161),
    employees: 'x'.repeat(41),
    business_type: 'x'.repeat(81),
  }),
  // The organisation's own forms.
  ...messages(organizationSettingsSchema, {
    name: 'A',
    address: 'x'.repeat(301),
    timezone: '',
    state: 'Atlantis',
    late_grace_minutes: 'ten',
    half_day_threshold_minutes: 2000,
    min_attendance_percent: 120,
    allowed_methods: [],
    weekly_off_days: [],
    staff_can_approve: true,
    students_self_check_in: true,
    liveness_required: true,
  }),
  ...messages(organizationSettingsSchema, {
    late_grace_minutes: 1.5,
    half_day_threshold_minutes: -1,
  }),
  ...messages(siteSchema, { name: '', latitude: 91, longitude: -181, radius_m: 5 }),
  ...messages(siteSchema, { name: 'Gate', radius_m: 6000 }),
  ...messages(holidaySchema, { date: '26/01/2026', name: '' }),
  ...messages(shiftSchema, {
    name: '',
    starts_at: '9',
    ends_at: '09:00',
    grace_minutes: 300,
    weekly_off_days: null,
  }),
  ...messages(shiftSchema, {
    name: 'Day',
    starts_at: '09:00',
    ends_at: '09:00',
    grace_minutes: null,
    weekly_off_days: null,
  }),
  ...messages(groupSchema, {
    name: '',
    kind: 'class',
    parent_id: null,
    responsible_id: null,
    site_id: null,
    shift_id: null,
  }),
  ...messages(classSessionSchema, {
    group_id: 'x',
    subject: '',
    teacher_id: null,
    weekday: 1,
    period: 0,
    starts_at: '10:00',
    ends_at: '09:00',
    room: 'x'.repeat(61),
  }),
  ...messages(classSessionSchema, { period: 21 }),
  ...messages(memberDetailsSchema, {
    full_name: '',
    email: 'a@',
    phone: 'x',
    roll_number: 'x'.repeat(41),
    employee_code: 'x'.repeat(41),
    card_number: 'x'.repeat(65),
    shift_id: null,
  }),
  ...messages(personalContactSchema, {
    name: '',
    email: '',
    phone: '',
    organisation: 'x'.repeat(161),
    notes: 'x'.repeat(1001),
  }),
  ...messages(inviteMemberSchema, { email: 'a@', full_name: '' }),
  describeWeakPassword(['length']),
  describeWeakPassword(['characters']),
  describeWeakPassword(['length', 'characters']),
];

describe('the shared form schemas’ sentences', () => {
  afterAll(() => activateLocale('en'));

  it('are each known, and read the same in English', () => {
    expect(new Set(SAID).size).toBeGreaterThanOrEqual(50);
    for (const message of SAID) expect(translateSchemaMessage(message)).toBe(message);
  });

  it('every known sentence reads as itself in English and otherwise in Hindi', async () => {
    await activateLocale('en');
    for (const sentence of KNOWN_SCHEMA_SENTENCES)
      expect(translateSchemaMessage(sentence)).toBe(sentence);
    await activateLocale('hi');
    const same = KNOWN_SCHEMA_SENTENCES.filter(
      (sentence) => translateSchemaMessage(sentence) === sentence,
    );
    expect(same).toEqual([]);
  });

  it('are said in Hindi when that is the language in use', async () => {
    await activateLocale('hi');
    const unknown = SAID.filter((message) => translateSchemaMessage(message) === message);
    expect(unknown).toEqual([]);
    expect(translateSchemaMessage('Enter your e-mail address.')).toBe('अपना ईमेल पता लिखें।');
    expect(translateSchemaMessage('The radius must be at least 10.')).toBe(
      'दायरा कम से कम 10 होना चाहिए।',
    );
    expect(translateSchemaMessage('The room can have at most 60 characters.')).toBe(
      'कमरे में ज़्यादा से ज़्यादा 60 अक्षर हो सकते हैं।',
    );
    expect(
      translateSchemaMessage(
        'Password must be at least 10 characters long and contain a special character (for example ! @ # or %).',
      ),
    ).toBe('पासवर्ड में कम से कम 10 अक्षर और कोई विशेष चिह्न (जैसे ! @ # या %) होने चाहिए।');
    expect(translateSchemaMessage('A sentence the server wrote.')).toBe(
      'A sentence the server wrote.',
    );
  });
});
