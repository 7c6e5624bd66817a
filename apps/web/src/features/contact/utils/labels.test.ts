import { CONTACT_LIMITS, contactSubmissionSchema } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/features/i18n/i18n';
import { catalogue } from '../catalogue';
import { translateFieldError } from './labels';

const long = (length: number) => 'x'.repeat(length + 1);
const BAD_INPUTS = [
  { kind: 'support' },
  { kind: 'support', name: '', email: '', topic: 'nope', message: '', category: 'x', urgency: 'x' },
  {
    kind: 'contact',
    name: long(CONTACT_LIMITS.nameMax),
    email: `${long(CONTACT_LIMITS.emailMax)}@example.in`,
    organisation: long(CONTACT_LIMITS.organisationMax),
    topic: 'general',
    message: 'Too short',
  },
  { kind: 'contact', name: 'A', email: 'priya@', topic: 'general', message: long(5000) },
];

describe('the shared schema’s field messages', () => {
  const messages = new Set(
    BAD_INPUTS.flatMap(
      (input) => contactSubmissionSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [],
    ),
  );

  it('are each known to the catalogue, so the form shows them in Hindi too', () => {
    expect(messages.size).toBeGreaterThanOrEqual(12);
    const unknown = [...messages].filter(
      (message) => translateFieldError(message, (id) => id) === message,
    );
    expect(unknown).toEqual([]);
  });

  it('read the same in English as the schema says them, and differ in Hindi', async () => {
    await catalogue.load('hi');
    const translate = (id: string, values?: Record<string, number>) => i18n._(id, values);
    try {
      for (const message of messages) {
        i18n.activate('en');
        expect(translateFieldError(message, translate)).toBe(message);
        i18n.activate('hi');
        expect(translateFieldError(message, translate)).not.toBe(message);
      }
    } finally {
      i18n.activate('en');
    }
  });

  it('passes a message it does not know through unchanged', () => {
    expect(translateFieldError('This address cannot receive mail.', (id) => id)).toBe(
      'This address cannot receive mail.',
    );
  });
});
