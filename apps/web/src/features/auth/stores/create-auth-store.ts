import {
  AUTH_INIT_TIMEOUT_MS,
  type Profile,
  type SignUpMetadata,
  type UserType,
} from '@ias/shared';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { describeError } from '@/lib/error-messages';
import * as api from '../api/auth-api';

export const AUTH_TIMEOUT_MESSAGE =
  'Authentication initialization timed out. Please refresh the page.';
export const NO_USER_MESSAGE = 'No user logged in';

/**
 * The data API's answers for a session it no longer accepts: signed out on another device,
 * revoked, or a token that cannot be verified. The session kept in this browser is then dead.
 */
const SESSION_ENDED_CODES = new Set(['PGRST301', 'PGRST303']);

/** SPEC.md §4 authentication state, plus what two-factor sign-in and profile retries need. */
export type AuthState = {
  user: User | null;
  profile: Profile | null;
  loading: boolean;
  /** A sentence for the last authentication failure. */
  error: string | null;
  initialized: boolean;
  /** The session is aal1 but the user has a verified factor: ask for the code before any data. */
  isMfaRequired: boolean;
  /** Why the profile could not be loaded (SPEC.md §8: only logged; shown as a retry hint). */
  profileError: string | null;
  /** The person signed out here on purpose: protected pages then go home, not to /login. */
  hasSignedOut: boolean;
  /**
   * The last start-up failure was the service being out of reach (no network, 502–504, a
   * time-out), not a refused sign-in: protected pages offer to try again, not to sign in.
   */
  unavailable: boolean;
};

/** Whether a failure means the service could not be reached (so trying again may help). */
export function isUnavailable(error: unknown): boolean {
  const e = (error ?? {}) as {
    status?: unknown;
    statusCode?: unknown;
    name?: unknown;
    message?: unknown;
  };
  const status = Number(e.status ?? e.statusCode);
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    status >= 500 ||
    e.name === 'AuthRetryableFetchError' ||
    /Failed to fetch|NetworkError|Load failed|fetch failed/i.test(message)
  );
}

export type AuthStoreOptions = {
  getClient: () => Promise<SupabaseClient>;
  /** False when the browser holds no session: start-up then needs no client (and no download). */
  hasStoredSession?: () => boolean;
  initTimeoutMs?: number;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Where a failed sign-out leaves its session; removed so a reload cannot restore it. */
  clearStoredSession?: () => void;
};

export const initialAuthState: AuthState = {
  user: null,
  profile: null,
  loading: false,
  error: null,
  initialized: false,
  isMfaRequired: false,
  profileError: null,
  hasSignedOut: false,
  unavailable: false,
};

/** Creates the auth state machine; one instance per page (see ./auth.ts). */
export function createAuthStore(options: AuthStoreOptions) {
  const { initTimeoutMs = AUTH_INIT_TIMEOUT_MS, log = console } = options;
  let state: AuthState = initialAuthState;
  const listeners = new Set<() => void>();
  let initialization: Promise<void> | null = null;
  let profileSequence = 0;
  let profileLoadsInFlight = 0;

  let isSubscribed = false;

  /** The client, subscribed to auth events the first time it is used. */
  function getClient(): Promise<SupabaseClient> {
    const pending = options.getClient();
    if (!isSubscribed) {
      isSubscribed = true;
      pending.then(
        (client) =>
          client.auth.onAuthStateChange((event, session) => {
            // supabase-js notifies while holding its auth lock; calling it back here would deadlock.
            setTimeout(() => void onAuthEvent(event, session), 0);
          }),
        () => {
          isSubscribed = false;
        },
      );
    }
    return pending;
  }

  const set = (patch: Partial<AuthState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const fail = (error: unknown): never => {
    set({ error: describeError(error) });
    throw error;
  };

  /** Creates the missing profile from sign-up metadata; keeps the attempt locally if that fails. */
  async function createMissingProfile(client: SupabaseClient, user: User): Promise<Profile> {
    // Rare path, loaded on demand: it needs the shared profile helpers.
    const { profileFromMetadata } = await import('../utils/profile-from-metadata');
    const attempted = profileFromMetadata(user);
    const { created_at: _c, updated_at: _u, ...row } = attempted;
    const { data, error } = await api.insertProfile(client, row);
    if (error || !data) {
      log.warn('Creating the missing profile failed; using the attempted profile locally', error);
      return attempted;
    }
    return data;
  }

  async function loadProfile(user: User): Promise<void> {
    const sequence = ++profileSequence;
    const isCurrent = () => sequence === profileSequence && state.user?.id === user.id;
    profileLoadsInFlight += 1;
    set({ loading: true });
    try {
      const client = await getClient();
      const aal = await api.getAssuranceLevel(client);
      if (!isCurrent()) return;
      if (!aal.error && aal.data.nextLevel === 'aal2' && aal.data.currentLevel !== 'aal2') {
        set({ isMfaRequired: true, profile: null });
        return;
      }
      set({ isMfaRequired: false });
      const { data, error } = await api.fetchProfile(client, user.id);
      if (!isCurrent()) return;
      if (data) return set({ profile: data, profileError: null });
      if (error?.code && SESSION_ENDED_CODES.has(error.code)) {
        await endDeadSession(client);
        return;
      }
      if (error?.code === 'PGRST116') {
        const profile = await createMissingProfile(client, user);
        if (isCurrent()) set({ profile, profileError: null });
        return;
      }
      log.warn('Loading the profile failed', error);
      set({ profileError: describeError(error) });
    } catch (error) {
      log.warn('Loading the profile failed', error);
      if (isCurrent()) set({ profileError: describeError(error) });
    } finally {
      profileLoadsInFlight -= 1;
      if (profileLoadsInFlight === 0) set({ loading: false });
    }
  }

  /** Forgets a session the server has ended, so protected pages send the person to /login. */
  async function endDeadSession(client: SupabaseClient): Promise<void> {
    log.warn('The server no longer accepts this session; signing out here too');
    try {
      const { error } = await api.signOutSession(client, 'local');
      if (error) throw error;
    } catch {
      options.clearStoredSession?.();
    }
    clearUser();
  }

  function clearUser(patch: Partial<AuthState> = {}) {
    profileSequence += 1;
    set({ user: null, profile: null, isMfaRequired: false, profileError: null, ...patch });
  }

  async function onAuthEvent(event: AuthChangeEvent, session: Session | null) {
    switch (event) {
      case 'SIGNED_IN':
      case 'TOKEN_REFRESHED':
      case 'MFA_CHALLENGE_VERIFIED': {
        if (!session?.user) return;
        const isSameUser = state.user?.id === session.user.id;
        set({ user: session.user, hasSignedOut: false, ...(isSameUser ? {} : { profile: null }) });
        // A sign-in the store started itself is already loading the profile.
        if (event === 'SIGNED_IN' && isSameUser && profileLoadsInFlight > 0) return;
        await loadProfile(session.user);
        return;
      }
      case 'SIGNED_OUT':
        clearUser();
        return;
      case 'USER_UPDATED':
      case 'PASSWORD_RECOVERY':
        if (session?.user) set({ user: session.user });
        return;
      default:
        return;
    }
  }

  const store = {
    getState: (): AuthState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Restores the session; forced to complete after 10 s with SPEC.md §8's time-out text. */
    initialize(): Promise<void> {
      if (initialization) return initialization;
      let hasTimedOut = false;
      set({ loading: true });
      const timer = setTimeout(() => {
        if (state.initialized) return;
        hasTimedOut = true;
        set({ error: AUTH_TIMEOUT_MESSAGE, initialized: true, loading: false });
      }, initTimeoutMs);
      initialization = (async () => {
        let user: User | null = null;
        try {
          if (options.hasStoredSession?.() === false) return;
          const client = await getClient();
          const { data, error } = await client.auth.getSession();
          if (error) throw error;
          user = data.session?.user ?? null;
          set({ user });
        } catch (error) {
          log.error('Restoring the session failed', error);
          if (!hasTimedOut) set({ error: describeError(error), unavailable: isUnavailable(error) });
        } finally {
          clearTimeout(timer);
          set({ initialized: true, loading: false });
        }
        if (user) await loadProfile(user);
      })();
      return initialization;
    },

    /** After the service was out of reach at start-up: restore the session again. */
    retryInitialize(): Promise<void> {
      initialization = null;
      set({ error: null, unavailable: false, initialized: false });
      return store.initialize();
    },

    async signIn(email: string, password: string): Promise<{ isMfaRequired: boolean }> {
      if (!email || !password) throw new Error('Email and password are required');
      set({ loading: true, error: null });
      try {
        const client = await getClient();
        const { data, error } = await api.signInWithPassword(client, email, password);
        if (error) throw error;
        set({ user: data.user, profile: null, hasSignedOut: false });
        await loadProfile(data.user);
        return { isMfaRequired: state.isMfaRequired };
      } catch (error) {
        return fail(error);
      } finally {
        if (profileLoadsInFlight === 0) set({ loading: false });
      }
    },

    /** Sends a one-time sign-in code (first or again); the caller shows the server's reason. */
    async sendSignInCode(recipient: api.OtpRecipient, again = false): Promise<void> {
      const client = await getClient();
      const { error } = again
        ? await api.resendSignInCode(client, recipient)
        : await api.sendSignInCode(client, recipient);
      if (error) throw error;
    },

    /** Signs in with a one-time code, then continues like password sign-in. */
    async signInWithCode(
      recipient: api.OtpRecipient,
      token: string,
    ): Promise<{ isMfaRequired: boolean }> {
      set({ loading: true, error: null });
      try {
        const client = await getClient();
        const { data, error } = await api.verifySignInCode(client, recipient, token);
        if (error) throw error;
        if (!data.user) throw new Error('The code was accepted but no account came back.');
        set({ user: data.user, profile: null, hasSignedOut: false });
        await loadProfile(data.user);
        return { isMfaRequired: state.isMfaRequired };
      } catch (error) {
        return fail(error);
      } finally {
        if (profileLoadsInFlight === 0) set({ loading: false });
      }
    },

    /** Signs up; without a session the person must confirm their e-mail first. */
    async signUp(input: {
      email: string;
      password: string;
      metadata: SignUpMetadata;
      emailRedirectTo: string;
    }): Promise<{ needsEmailConfirmation: boolean }> {
      set({ error: null });
      try {
        const client = await getClient();
        const { data, error } = await api.signUpWithEmail(client, input);
        if (error) throw error;
        if (!data.session || !data.user) return { needsEmailConfirmation: true };
        set({ user: data.user, profile: null, hasSignedOut: false });
        await loadProfile(data.user);
        return { needsEmailConfirmation: false };
      } catch (error) {
        return fail(error);
      }
    },

    async signInWithGoogle(redirectTo: string): Promise<void> {
      set({ error: null });
      try {
        const client = await getClient();
        const { error } = await api.startGoogleSignIn(client, redirectTo);
        if (error) throw error;
      } catch (error) {
        fail(error);
      }
    },

    /** Finishes a PKCE redirect (e-mail link or Google) with the `code` from the URL. */
    async exchangeCode(code: string): Promise<{ isMfaRequired: boolean }> {
      try {
        const client = await getClient();
        const { data, error } = await api.exchangeCode(client, code);
        if (error) throw error;
        set({ user: data.user, profile: null, error: null, hasSignedOut: false });
        await loadProfile(data.user);
        return { isMfaRequired: state.isMfaRequired };
      } catch (error) {
        return fail(error);
      }
    },

    async verifyMfa(code: string): Promise<void> {
      const user = state.user;
      if (!user) throw new Error(NO_USER_MESSAGE);
      try {
        const client = await getClient();
        const { error } = await api.verifyTotp(client, code);
        if (error) throw error;
        set({ isMfaRequired: false, error: null });
        await loadProfile(user);
      } catch (error) {
        fail(error);
      }
    },

    async sendPasswordReset(email: string, redirectTo: string): Promise<void> {
      try {
        const { error } = await api.sendPasswordReset(await getClient(), email, redirectTo);
        if (error) throw error;
      } catch (error) {
        fail(error);
      }
    },

    async updatePassword(password: string): Promise<void> {
      try {
        const { data, error } = await api.changePassword(await getClient(), password);
        if (error) throw error;
        set({ user: data.user });
      } catch (error) {
        fail(error);
      }
    },

    /** Signs out; the local state is cleared even when the call fails (SPEC.md §8). */
    async signOut(scope: 'global' | 'local' | 'others' = 'local'): Promise<void> {
      try {
        const { error } = await api.signOutSession(await getClient(), scope);
        if (error) throw error;
      } catch (error) {
        log.warn('Sign-out did not reach the server; clearing the local session anyway', error);
        options.clearStoredSession?.();
      } finally {
        if (scope !== 'others') clearUser({ error: null, loading: false, hasSignedOut: true });
      }
    },

    async updateProfile(changes: Partial<Profile>): Promise<Profile> {
      const user = state.user;
      if (!user) throw new Error(NO_USER_MESSAGE);
      try {
        const { data, error } = await api.patchProfile(await getClient(), user.id, changes);
        if (error) throw error;
        set({ profile: data });
        return data;
      } catch (error) {
        return fail(error);
      }
    },

    /** Sets a self-service type on a profile that has none yet (e.g. after Google sign-in). */
    async chooseUserType(userType: UserType): Promise<Profile> {
      const user = state.user;
      if (!user) throw new Error(NO_USER_MESSAGE);
      try {
        const { data, error } = await api.upsertUserType(await getClient(), user, userType);
        if (error) throw error;
        set({ profile: data });
        return data;
      } catch (error) {
        return fail(error);
      }
    },

    /** Loads the profile again (after a failure, or when the server changed it). */
    async reloadProfile(): Promise<void> {
      if (state.user) await loadProfile(state.user);
    },

    clearError(): void {
      if (state.error) set({ error: null });
    },
  };
  return store;
}

export type AuthStore = ReturnType<typeof createAuthStore>;
