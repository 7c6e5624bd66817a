import {
  MAX_RECIPIENTS,
  MIN_PASSWORD_LENGTH,
  REGISTER_MAX_DAYS,
  REPORT_MAX_DAYS,
} from '@ias/shared';
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
  // The organisation's own forms (org-setup.ts, orgs.ts): settings, sites, holidays, shifts,
  // groups, the timetable, members and personal contacts.
  'Enter a valid e-mail address.': { id: 'form.emailInvalid' },
  'Use 6–20 digits; spaces, +, - and brackets are allowed.': { id: 'form.phoneDigits' },
  'Enter a time like 09:30.': { id: 'form.time' },
  'Enter a date like 2026-01-26.': { id: 'form.date' },
  'Name must have at least 2 characters.': { id: 'form.nameShort' },
  'Choose a time zone.': { id: 'form.timeZone' },
  'Enter a percentage.': { id: 'form.percentage' },
  'The minimum is a percentage between 0 and 100.': { id: 'form.percentageRange' },
  'Allow at least one way to check in.': { id: 'form.oneMethod' },
  'Name the site, e.g. “Main campus”.': { id: 'form.siteName' },
  'Enter the latitude, e.g. 12.9716.': { id: 'form.latitude' },
  'Latitude is between -90 and 90.': { id: 'form.latitudeRange' },
  'Enter the longitude, e.g. 77.5946.': { id: 'form.longitude' },
  'Longitude is between -180 and 180.': { id: 'form.longitudeRange' },
  'Name the holiday, e.g. “Republic Day”.': { id: 'form.holidayName' },
  'Name the shift, e.g. “Night”.': { id: 'form.shiftName' },
  'A shift cannot start and end at the same time.': { id: 'form.shiftSameTime' },
  'Give the group a name, e.g. “Class 10 A”.': { id: 'form.groupName' },
  'Choose a class.': { id: 'form.chooseClass' },
  'Enter the subject, e.g. “Physics”.': { id: 'form.subject' },
  'The class must end after it starts.': { id: 'form.classEnds' },
  'Enter the name.': { id: 'form.theName' },
  'Enter a name.': { id: 'form.aName' },
  'Enter the person’s name.': { id: 'form.personName' },
  'Choose a state from the list.': { id: 'form.state' },
  // Requests, kiosks, logos and imports, reports and their schedules, payroll layouts.
  'Say briefly why.': { id: 'form.sayWhy' },
  'The leave ends before it starts.': { id: 'form.leaveEnds' },
  'Say briefly what happened.': { id: 'form.sayWhat' },
  'Give the actual check-in or check-out time.': { id: 'form.actualTime' },
  'The check-out must be after the check-in.': { id: 'form.checkOutAfter' },
  'Use a date like 2026-11-23.': { id: 'form.dateLike' },
  'Give the kiosk a name, e.g. “Main gate”.': { id: 'form.kioskName' },
  'Choose at least one check-in method.': { id: 'form.oneKioskMethod' },
  'The range ends before it starts.': { id: 'form.rangeEnds' },
  'Choose a PNG, JPEG or WebP image.': { id: 'form.logoType' },
  'The logo file is empty.': { id: 'form.logoEmpty' },
  'The logo is larger than 512 KB. Choose a smaller one.': { id: 'form.logoLarge' },
  'The logo could not be read. Choose the file again.': { id: 'form.logoUnreadable' },
  'A join code has 8 letters and digits.': { id: 'form.joinCode' },
  'The file is empty.': { id: 'form.fileEmpty' },
  'The file is larger than 5 MB.': { id: 'form.fileLarge' },
  'Give a date like 2026-11-23.': { id: 'form.giveDate' },
  'Give a real date like 2026-11-23.': { id: 'form.realDate' },
  'The end date is before the start date.': { id: 'form.endBeforeStart' },
  [`A report covers at most ${REPORT_MAX_DAYS} days; choose a shorter range.`]: {
    id: 'form.reportDays',
    values: { days: REPORT_MAX_DAYS },
  },
  [`The register covers at most ${REGISTER_MAX_DAYS} days (a month); choose a shorter range.`]: {
    id: 'form.registerDays',
    values: { days: REGISTER_MAX_DAYS },
  },
  'Choose a group from the list.': { id: 'form.group' },
  'Choose a person from the list.': { id: 'form.person' },
  'Give the schedule a name.': { id: 'form.scheduleName' },
  'The name can be at most 120 characters.': { id: 'form.nameAtMost', values: { max: 120 } },
  'The name can be at most 80 characters.': { id: 'form.nameAtMost', values: { max: 80 } },
  'Choose which report to send.': { id: 'form.whichReport' },
  'Choose the time it is sent.': { id: 'form.sendTime' },
  'The time must be a time like 10:00.': { id: 'form.timeLike' },
  [`Choose at most ${MAX_RECIPIENTS} recipients.`]: {
    id: 'form.recipients',
    values: { max: MAX_RECIPIENTS },
  },
  'Give the layout a name.': { id: 'form.layoutName' },
  'Choose at least one column.': { id: 'form.oneColumn' },
  'Each column can appear once.': { id: 'form.columnOnce' },
};

/** org-setup.ts's whole-number fields, named in its sentences (`Enter the radius as a number.`). */
const NUMBERS = [
  ['the grace period', 'grace', 0, 240],
  ['the half-day threshold', 'halfDay', 0, 1440],
  ['the radius', 'radius', 10, 5000],
  ['the period', 'period', 1, 20],
] as const;
/** org-setup.ts's optional texts (`The room can have at most 60 characters.`). */
const TEXTS = [
  ['The address', 'address', 300],
  ['The room', 'room', 60],
  ['The roll number', 'roll', 40],
  ['The employee code', 'code', 40],
  ['The card number', 'card', 64],
  ['The organisation', 'organisation', 160],
  ['Notes', 'notes', 1000],
] as const;
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
for (const [what, field, min, max] of NUMBERS) {
  MESSAGES[`Enter ${what} as a number.`] = { id: 'form.number', values: { field } };
  MESSAGES[`Enter ${what} as a whole number.`] = { id: 'form.wholeNumber', values: { field } };
  MESSAGES[`${capital(what)} must be at least ${min}.`] = {
    id: 'form.atLeast',
    values: { field, min },
  };
  MESSAGES[`${capital(what)} can be at most ${max}.`] = {
    id: 'form.atMost',
    values: { field, max },
  };
}
for (const [label, field, max] of TEXTS) {
  MESSAGES[`${label} can have at most ${max} characters.`] = {
    id: 'form.textLong',
    values: { field, max },
  };
}

/** Every sentence this module knows (for its test). */
export const KNOWN_SCHEMA_SENTENCES: readonly string[] = Object.keys(MESSAGES);

/** A form field's error in the language in use when it is one of the shared schemas' sentences. */
export function translateSchemaMessage(message: string): string;
export function translateSchemaMessage(message: string | undefined): string | undefined;
export function translateSchemaMessage(message: string | undefined): string | undefined {
  const said = message === undefined ? undefined : MESSAGES[message];
  return said ? i18n._(said.id, said.values) : message;
}
