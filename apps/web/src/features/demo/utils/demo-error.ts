import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';

/** Why a demo sign-in failed, in words a visitor can act on. */
export function describeDemoError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return 'Too many demo sign-ins from your network in the last few minutes. Please wait a few minutes, then try again.';
    }
    if (error.code === 'demo_unavailable' || error.status === 503) {
      return 'The demo is being prepared (it takes about a minute after a reset). Please try again shortly.';
    }
  }
  return describeError(error, 'The demo could not start. Please try again.');
}
