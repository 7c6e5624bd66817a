import {
  CONTACT_TOPICS,
  type ContactSubmission,
  contactSubmissionSchema,
  type ContactTopic,
} from '@ias/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * The form's own shape: every control holds a string (selects start empty). The shared
 * contactSubmissionSchema validates it and turns it into the ContactSubmission the server
 * receives, so the browser and the server apply exactly the same rules and messages.
 */
export type MessageFormValues = {
  kind: 'contact' | 'support';
  name: string;
  email: string;
  organisation: string;
  topic: string;
  category: string;
  urgency: string;
  message: string;
};

export const FORM_FIELDS = [
  'name',
  'email',
  'organisation',
  'topic',
  'category',
  'urgency',
  'message',
] as const satisfies ReadonlyArray<keyof MessageFormValues>;

export type FormField = (typeof FORM_FIELDS)[number];

export function isFormField(key: string): key is FormField {
  return (FORM_FIELDS as readonly string[]).includes(key);
}

// The union schema's input type is stricter than the controls' strings; zod reports any
// mismatch as a field error, so the cast only widens what the form may hold before validation.
export const messageFormResolver = zodResolver(contactSubmissionSchema) as unknown as Resolver<
  MessageFormValues,
  unknown,
  ContactSubmission
>;

export function isContactTopic(value: string | null): value is ContactTopic {
  return value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);
}

/** Starting values; `?topic=` in the URL may preselect a topic (e.g. from /careers). */
export function initialValues(
  kind: MessageFormValues['kind'],
  defaults: Partial<MessageFormValues> = {},
): MessageFormValues {
  return {
    kind,
    name: '',
    email: '',
    organisation: '',
    topic: kind === 'support' ? 'support' : '',
    category: '',
    urgency: kind === 'support' ? 'normal' : '',
    message: '',
    ...defaults,
  };
}
