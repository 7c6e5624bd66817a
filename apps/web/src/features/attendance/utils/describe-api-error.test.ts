import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeApiError } from './describe-api-error';

describe('describeApiError', () => {
  it('keeps the server’s sentence for refused input, without the field name', () => {
    expect(
      describeApiError(
        new ApiError(400, 'validation_failed', 'date: that day has not happened yet.'),
      ),
    ).toBe('That day has not happened yet.');
  });
  it('uses the shared wording otherwise', () => {
    expect(describeApiError(new ApiError(0, 'network_error', 'x'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(describeApiError(new ApiError(403, 'demo_account', 'The demo cannot do that.'))).toBe(
      'The demo cannot do that.',
    );
  });
});
