import { personalContactSchema } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import { translateFieldError } from './field-errors';

describe('the personal contact form’s field messages', () => {
  it('are each known to the catalogue, so the dialog shows them in Hindi too', () => {
    const result = personalContactSchema.safeParse({
      name: ' ',
      email: 'ramesh@',
      phone: 'call me',
      organisation: 'x'.repeat(161),
      notes: 'x'.repeat(1001),
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toHaveLength(5);
    expect(messages.filter((m) => translateFieldError(m, (id) => id) === m)).toEqual([]);
  });
});
