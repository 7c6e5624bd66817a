import { LRUCache } from 'lru-cache';
import type { Notifications } from './notifications.js';

/** How long a session found signed in is believed without asking the database again. */
export const ACTIVE_SESSION_TTL_MS = 30_000;

/** A request's view of the cache: whether its session may skip the check, and how to record one. */
export type SessionCheck = {
  /** True when the session was found signed in moments ago and nothing has revoked it since. */
  known: boolean;
  /** Records that the database has just found the session signed in (for a check sent now). */
  confirm(): void;
};

/**
 * The sessions this server instance has found signed in during the last seconds, so that a
 * signed-in read is one statement lighter: the session check runs once per session and TTL rather
 * than on every request.
 *
 * Revocation stays immediate. The database announces every change that can end a session (the
 * triggers of migration 0088: sign-out, a cut-short session, a ban, a deleted user), every instance
 * forgets it on the announcement, and the instance that revoked it forgets it before answering.
 * A check whose answer might predate a revocation is never remembered: each revocation moves an
 * epoch on, and an answer is kept only when the epoch has not moved since its check was sent. After
 * the listening connection was lost (announcements may have been missed), everything is forgotten.
 */
export class ActiveSessions {
  private readonly known = new LRUCache<string, string>({
    max: 10_000,
    ttl: ACTIVE_SESSION_TTL_MS,
  });
  private epoch = 0;

  /** Starts listening for the database's announcements. */
  async listen(notifications: Notifications): Promise<void> {
    await notifications.on(
      'auth_sessions',
      (payload) => {
        const [kind, id] = payload.split(':');
        if (kind === 'session' && id) this.forgetSession(id);
        else if (kind === 'user' && id) this.forgetUser(id);
        else this.forgetAll();
      },
      () => this.forgetAll(),
    );
  }

  /** What a request for `sessionId` (of `userId`) may rely on, taken before its check is sent. */
  check(sessionId: string, userId: string): SessionCheck {
    const epoch = this.epoch;
    return {
      known: this.known.get(sessionId) === userId,
      confirm: () => {
        if (this.epoch === epoch) this.known.set(sessionId, userId);
      },
    };
  }

  forgetSession(sessionId: string): void {
    this.epoch += 1;
    this.known.delete(sessionId);
  }

  /** Forgets every session of a user (signed out everywhere, banned or deleted). */
  forgetUser(userId: string): void {
    this.epoch += 1;
    for (const [sessionId, owner] of this.known.entries())
      if (owner === userId) this.known.delete(sessionId);
  }

  forgetAll(): void {
    this.epoch += 1;
    this.known.clear();
  }
}
