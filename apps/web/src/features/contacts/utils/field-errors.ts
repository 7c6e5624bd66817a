import type { ContactsMessage } from '../catalogue';

/**
 * The shared personalContactSchema's messages (org-setup.ts, the same rules as the database) by
 * their English text, so the dialog shows them in the reader's language; others show as sent.
 */
const FIELD_ERRORS: Record<string, ContactsMessage> = {
  'Enter a name.': 'contacts.error.name',
  'Enter a valid e-mail address.': 'contacts.error.email',
  'Use 6–20 digits; spaces, +, - and brackets are allowed.': 'contacts.error.phone',
  'The organisation can have at most 160 characters.': 'contacts.error.organisation',
  'Notes can have at most 1000 characters.': 'contacts.error.notes',
};

export function translateFieldError(
  message: string | undefined,
  t: (id: ContactsMessage) => string,
): string | undefined {
  const id = message ? FIELD_ERRORS[message] : undefined;
  return id ? t(id) : message;
}
