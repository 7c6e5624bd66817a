import { MIN_PASSWORD_LENGTH } from '@ias/shared';
import { i18n, type MessageId, type MessageValues } from '@/features/i18n/i18n';

type Said = { id: MessageId; values?: MessageValues };

const weak = (reasons: 'length' | 'special' | 'both'): Said => ({
  id: 'error.weakPassword',
  values: { reasons, min: MIN_PASSWORD_LENGTH },
});
const LENGTH = `be at least ${MIN_PASSWORD_LENGTH} characters long`;
const SPECIAL = 'contain a special character (for example ! @ # or %)';

/**
 * The sign-in, sign-up, password and profile schemas of @ias/shared (account-forms.ts,
 * profile-forms.ts, password.ts, phone.ts) speak English, on the server and in the browser alike.
 * Their sentences, by their English text, as ids of the shared catalogue, so a form shows them in
 * the reader's language. Anything else (a server message already in the person's language, a
 * feature's own words) is shown as it is.
 */
const MESSAGES: Record<string, Said> = {
  'Enter your e-mail address.': { id: 'form.emailMissing' },
  'That e-mail address is too long.': { id: 'form.emailLong' },
  'Enter a valid e-mail address, like name@example.com.': { id: 'error.emailInvalid' },
  'Enter your password.': { id: 'form.passwordMissing' },
  'The two passwords do not match.': { id: 'form.passwordsDiffer' },
  'Type the password again.': { id: 'form.passwordAgain' },
  'Enter the 6-digit code from your authenticator app.': { id: 'form.totp' },
  'Password must be at most 72 characters.': { id: 'form.passwordLong' },
  [`Password must ${LENGTH}.`]: weak('length'),
  [`Password must ${SPECIAL}.`]: weak('special'),
  [`Password must ${LENGTH} and ${SPECIAL}.`]: weak('both'),
  'Phone numbers have at most 20 characters.': { id: 'form.phoneLong' },
  'Phone number may contain digits, spaces, +, - and brackets only.': {
    id: 'form.phoneCharacters',
  },
  'Enter a valid phone number, e.g. +91 98765 43210.': { id: 'form.phoneInvalid' },
  'Choose what kind of account you need.': { id: 'form.accountType' },
  'Enter your full name.': { id: 'form.fullName' },
  'Names have at most 120 characters.': { id: 'form.nameLong', values: { max: 120 } },
  'Names have at most 160 characters.': { id: 'form.nameLong', values: { max: 160 } },
  'Keep this under 40 characters.': { id: 'form.under', values: { max: 40 } },
  'Keep this under 80 characters.': { id: 'form.under', values: { max: 80 } },
  "Enter your institute's name.": { id: 'form.instituteName' },
  "Enter your company's name.": { id: 'form.companyName' },
};

/** A form field's error in the language in use when it is one of the shared schemas' sentences. */
export function translateSchemaMessage(message: string): string;
export function translateSchemaMessage(message: string | undefined): string | undefined;
export function translateSchemaMessage(message: string | undefined): string | undefined {
  const said = message === undefined ? undefined : MESSAGES[message];
  return said ? i18n._(said.id, said.values) : message;
}
