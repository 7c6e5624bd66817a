import {
  describeWeakPassword,
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
import { translateSchemaMessage } from './schema-messages';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

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
  describeWeakPassword(['length']),
  describeWeakPassword(['characters']),
  describeWeakPassword(['length', 'characters']),
];

describe('the shared form schemas’ sentences', () => {
  afterAll(() => activateLocale('en'));

  it('are each known, and read the same in English', () => {
    expect(new Set(SAID).size).toBeGreaterThanOrEqual(18);
    for (const message of SAID) expect(translateSchemaMessage(message)).toBe(message);
  });

  it('are said in Hindi when that is the language in use', async () => {
    await activateLocale('hi');
    const unknown = SAID.filter((message) => translateSchemaMessage(message) === message);
    expect(unknown).toEqual([]);
    expect(translateSchemaMessage('Enter your e-mail address.')).toBe('अपना ईमेल पता लिखें।');
    expect(translateSchemaMessage('A sentence the server wrote.')).toBe(
      'A sentence the server wrote.',
    );
  });
});
