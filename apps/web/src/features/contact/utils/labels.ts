import {
  CONTACT_LIMITS,
  type ContactTopic,
  type SupportCategory,
  type SupportUrgency,
} from '@ias/shared';
import type { ContactMessage } from '../catalogue';

/** The topics, categories and urgency levels of @ias/shared in the reader's language. */
export const TOPIC: Record<ContactTopic, ContactMessage> = {
  general: 'contact.topic.general',
  sales: 'contact.topic.sales',
  demo: 'contact.topic.demo',
  support: 'contact.topic.support',
  billing: 'contact.topic.billing',
  privacy: 'contact.topic.privacy',
  partnership: 'contact.topic.partnership',
  careers: 'contact.topic.careers',
  press: 'contact.topic.press',
};

export const CATEGORY: Record<SupportCategory, ContactMessage> = {
  sign_in: 'contact.category.signIn',
  face_check_in: 'contact.category.face',
  card_check_in: 'contact.category.card',
  roll_call: 'contact.category.rollCall',
  self_check_in: 'contact.category.selfCheckIn',
  kiosk_offline: 'contact.category.kiosk',
  leave_corrections: 'contact.category.leave',
  reports_exports: 'contact.category.reports',
  account_data: 'contact.category.account',
  other: 'contact.category.other',
};

export const URGENCY: Record<SupportUrgency, { title: ContactMessage; detail: ContactMessage }> = {
  low: { title: 'contact.urgency.low', detail: 'contact.urgency.lowDetail' },
  normal: { title: 'contact.urgency.normal', detail: 'contact.urgency.normalDetail' },
  high: { title: 'contact.urgency.high', detail: 'contact.urgency.highDetail' },
  critical: { title: 'contact.urgency.critical', detail: 'contact.urgency.criticalDetail' },
};

/**
 * The shared schema's field messages (contactSubmissionSchema, the same on the server) by their
 * English text, so the form shows them in the reader's language; any other text shows as sent.
 */
const FIELD_ERRORS: Record<string, ContactMessage> = {
  'Please enter your name.': 'contact.error.name',
  [`Your name must be at most ${CONTACT_LIMITS.nameMax} characters.`]: 'contact.error.nameLong',
  'Please enter your email address.': 'contact.error.email',
  'That email address is too long.': 'contact.error.emailLong',
  'Please enter a valid email address, for example name@school.edu.in.':
    'contact.error.emailInvalid',
  [`Organisation must be at most ${CONTACT_LIMITS.organisationMax} characters.`]:
    'contact.error.organisationLong',
  'Please write your message.': 'contact.error.message',
  [`Please tell us a little more: at least ${CONTACT_LIMITS.messageMin} characters.`]:
    'contact.error.messageShort',
  [`Your message must be at most ${CONTACT_LIMITS.messageMax} characters.`]:
    'contact.error.messageLong',
  'Please choose a topic.': 'contact.error.topic',
  'Please choose what the problem is about.': 'contact.error.category',
  'Please choose how urgent this is.': 'contact.error.urgency',
};

/** A field error in the reader's language (values: the schema's limits). */
export function translateFieldError(
  message: string | undefined,
  t: (id: ContactMessage, values?: Record<string, number>) => string,
): string | undefined {
  if (!message) return message;
  const id = FIELD_ERRORS[message];
  return id ? t(id, { ...CONTACT_LIMITS }) : message;
}
