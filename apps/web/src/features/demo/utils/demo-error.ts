import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import type { DemoMessage } from '../catalogue';

/**
 * Why a demo sign-in failed, in words a visitor can act on: a catalogue id for the demo's own
 * cases, else the app's usual sentence for the error.
 */
export function describeDemoError(error: unknown, t: (id: DemoMessage) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('demo.error.rateLimited');
    if (error.code === 'demo_unavailable' || error.status === 503) return t('demo.error.preparing');
  }
  return describeError(error, t('demo.error.other'));
}
