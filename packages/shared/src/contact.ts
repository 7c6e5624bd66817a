import { z } from 'zod';

/**
 * Messages sent from /contact and /support. The same schemas validate the forms in the browser
 * and POST /api/contact on the server, so a field error reads the same in both places.
 */

export const CONTACT_TOPICS = [
  'general',
  'sales',
  'demo',
  'support',
  'billing',
  'privacy',
  'partnership',
  'careers',
  'press',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  sales: 'Plans and pricing',
  demo: 'Book a guided demo',
  support: 'Help with the product',
  billing: 'Billing and GST invoices',
  privacy: 'Privacy or data request (Grievance Officer)',
  partnership: 'Partnership or reselling',
  careers: 'Careers and job applications',
  press: 'Press and media',
};

export const SUPPORT_CATEGORIES = [
  'sign_in',
  'face_check_in',
  'card_check_in',
  'roll_call',
  'self_check_in',
  'kiosk_offline',
  'leave_corrections',
  'reports_exports',
  'account_data',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  sign_in: 'Signing in, sign-up or two-factor',
  face_check_in: 'Face check-in or face enrolment',
  card_check_in: 'ID card, QR/barcode or RFID reader',
  roll_call: 'Roll-call by a teacher or in-charge',
  self_check_in: 'Self check-in on a phone or geofence',
  kiosk_offline: 'Kiosk or offline sync',
  leave_corrections: 'Leave or correction requests',
  reports_exports: 'Reports and exports',
  account_data: 'My account or my data',
  other: 'Something else',
};

export const SUPPORT_URGENCIES = ['low', 'normal', 'high', 'critical'] as const;
export type SupportUrgency = (typeof SUPPORT_URGENCIES)[number];

export const SUPPORT_URGENCY_LABELS: Record<SupportUrgency, string> = {
  low: 'Low: a question, no rush',
  normal: 'Normal: something is not working as expected',
  high: 'High: people cannot check in at one site or class',
  critical: 'Critical: nobody in the organisation can check in',
};

export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  organisationMax: 160,
  messageMin: 20,
  messageMax: 5000,
} as const;

const nameSchema = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(CONTACT_LIMITS.nameMax, `Your name must be at most ${CONTACT_LIMITS.nameMax} characters.`);

const emailSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(CONTACT_LIMITS.emailMax, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address, for example name@school.edu.in.'));

const organisationSchema = z
  .string({ error: 'Organisation must be text.' })
  .trim()
  .max(
    CONTACT_LIMITS.organisationMax,
    `Organisation must be at most ${CONTACT_LIMITS.organisationMax} characters.`,
  )
  .optional();

const messageSchema = z
  .string({ error: 'Please write your message.' })
  .trim()
  .min(1, 'Please write your message.')
  .min(
    CONTACT_LIMITS.messageMin,
    `Please tell us a little more: at least ${CONTACT_LIMITS.messageMin} characters.`,
  )
  .max(
    CONTACT_LIMITS.messageMax,
    `Your message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
  );

const baseFields = {
  name: nameSchema,
  email: emailSchema,
  organisation: organisationSchema,
  topic: z.enum(CONTACT_TOPICS, { error: 'Please choose a topic.' }),
  message: messageSchema,
};

/** The /contact form. */
export const contactMessageSchema = z.object({
  kind: z.literal('contact'),
  ...baseFields,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The /support form: the contact fields plus what the problem is about and how urgent it is. */
export const supportRequestSchema = z.object({
  kind: z.literal('support'),
  ...baseFields,
  category: z.enum(SUPPORT_CATEGORIES, { error: 'Please choose what the problem is about.' }),
  urgency: z.enum(SUPPORT_URGENCIES, { error: 'Please choose how urgent this is.' }),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** What POST /api/contact accepts: either form, told apart by `kind`. */
export const contactSubmissionSchema = z.discriminatedUnion(
  'kind',
  [contactMessageSchema, supportRequestSchema],
  { error: 'Please say whether this is a contact message or a support request.' },
);
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** The answer to a stored message. */
export const contactReceiptSchema = z.object({
  reference: z.string(),
  receivedAt: z.string(),
  kind: z.enum(['contact', 'support']),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** Field name → the first problem with it, as sent in a 400 `validation_failed` body. */
export type FieldErrors = Record<string, string>;

/** Turns zod issues into one message per field (the first one found, as the forms show it). */
export function firstErrorPerField(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'form';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Reference numbers look like IAS-7KQ2-M9XD: no 0/O or 1/I/L, so they can be read out on a call. */
export const CONTACT_REFERENCE_PATTERN = /^IAS-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
