import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { toSubmissionProblem } from './submission-error';

describe('toSubmissionProblem', () => {
  it('passes the server’s field messages through for validation_failed', () => {
    const error = new ApiError(400, 'validation_failed', 'Please correct the highlighted fields.', {
      code: 'validation_failed',
      fields: { email: 'Please enter a valid email address.' },
    });
    expect(toSubmissionProblem(error)).toEqual({
      kind: 'fields',
      message: { id: 'contact.problem.fields' },
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('says when to try again after a 429', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const error = new ApiError(429, 'rate_limited', 'Please wait about 10 minutes and try again.', {
      retryAfterSeconds: 600,
    });
    const problem = toSubmissionProblem(error, now);
    expect(problem).toEqual({
      kind: 'rate_limited',
      message: { text: 'Please wait about 10 minutes and try again.' },
      retryAt: new Date('2026-11-22T10:10:00Z'),
    });
  });

  it('still explains a 429 without our body', () => {
    const problem = toSubmissionProblem(new ApiError(429, 'http_429', 'x', undefined));
    expect(problem.kind).toBe('rate_limited');
    expect(problem.message).toEqual({ id: 'contact.problem.rateLimited' });
  });

  it('describes network failures in words', () => {
    const problem = toSubmissionProblem(
      new ApiError(
        0,
        'network_error',
        'Could not reach the server. Check your connection and try again.',
      ),
    );
    expect(problem).toEqual({
      kind: 'other',
      message: { text: 'Could not reach the server. Check your connection and try again.' },
    });
  });

  it('hides server internals on a 500', () => {
    const problem = toSubmissionProblem(
      new ApiError(500, 'unexpected_failure', 'stack trace here'),
    );
    expect(problem.message).toEqual({
      text: 'Something went wrong on our side. Please try again.',
    });
  });
});
