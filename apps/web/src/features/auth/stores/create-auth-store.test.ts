import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TIMEOUT_MESSAGE, createAuthStore, NO_USER_MESSAGE } from './create-auth-store';

type Result = { data: unknown; error: unknown };
type Listener = (event: string, session: unknown) => void;

const user = (id = 'u1', meta: Record<string, unknown> = {}, email = 'asha.k@example.com') =>
  ({ id, email, user_metadata: meta, app_metadata: {} }) as never;
const session = (u = user()) => ({ access_token: 'a', refresh_token: 'r', expires_at: 1, user: u });
const profileRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'u1',
  full_name: 'Asha K',
  avatar_url: null,
  company_name: null,
  employees: null,
  business_type: null,
  phone: null,
  email: 'asha.k@example.com',
  user_type: 'Student',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

/** A stand-in for the supabase-js client: each profiles operation answers from `results`. */
function fakeClient(
  options: { session?: unknown; aal?: { currentLevel: string; nextLevel: string } } = {},
) {
  const listeners: Listener[] = [];
  const results: Record<string, Result[]> = { select: [], insert: [], update: [], upsert: [] };
  const calls: { op: string; payload?: unknown }[] = [];
  const builder = (op: string, payload?: unknown) => {
    calls.push({ op, payload });
    const chain: Record<string, unknown> = {};
    for (const method of ['select', 'eq']) chain[method] = () => chain;
    chain.single = async () => results[op]!.shift() ?? { data: null, error: { code: 'PGRST116' } };
    return chain;
  };
  const client = {
    from: vi.fn(() => ({
      select: () => builder('select'),
      insert: (row: unknown) => builder('insert', row),
      update: (row: unknown) => builder('update', row),
      upsert: (row: unknown) => builder('upsert', row),
    })),
    auth: {
      onAuthStateChange: vi.fn((listener: Listener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      }),
      getSession: vi.fn(async () => ({ data: { session: options.session ?? null }, error: null })),
      signInWithPassword: vi.fn(),
      signOut: vi.fn(async () => ({ error: null })),
      mfa: {
        getAuthenticatorAssuranceLevel: vi.fn(async () => ({
          data: options.aal ?? { currentLevel: 'aal1', nextLevel: 'aal1' },
          error: null,
        })),
        listFactors: vi.fn(async () => ({
          data: { totp: [{ id: 'f1', status: 'verified' }] },
          error: null,
        })),
        challengeAndVerify: vi.fn(async () => ({ data: {}, error: null })),
      },
    },
  };
  return {
    client: client as unknown as SupabaseClient,
    raw: client,
    results,
    calls,
    emit: (event: string, s: unknown) => listeners.forEach((listener) => listener(event, s)),
  };
}

const quietLog = { warn: vi.fn(), error: vi.fn() };
const settle = () => vi.advanceTimersByTimeAsync(1);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auth store', () => {
  it('starts empty and, without a session, initializes with no user', async () => {
    const fake = fakeClient();
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    expect(store.getState()).toMatchObject({ user: null, profile: null, initialized: false });
    await store.initialize();
    expect(store.getState()).toMatchObject({
      user: null,
      profile: null,
      loading: false,
      initialized: true,
      error: null,
    });
  });

  it('does not even create the client when the browser holds no session', async () => {
    const getClient = vi.fn();
    const store = createAuthStore({ getClient, hasStoredSession: () => false, log: quietLog });
    await store.initialize();
    expect(getClient).not.toHaveBeenCalled();
    expect(store.getState().initialized).toBe(true);
  });

  it('restores a session and loads its profile', async () => {
    const fake = fakeClient({ session: session() });
    fake.results.select!.push({ data: profileRow(), error: null });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    expect(store.getState().user?.id).toBe('u1');
    expect(store.getState().profile?.user_type).toBe('Student');
    expect(store.getState().loading).toBe(false);
  });

  it('a 503 while restoring is the service out of reach; retrying restores the session', async () => {
    const fake = fakeClient({ session: session() });
    fake.results.select!.push({ data: profileRow(), error: null });
    let answer: 'down' | 'up' = 'down';
    const getClient = vi.fn(async () => {
      if (answer === 'down')
        throw Object.assign(new Error('The server did not answer (HTTP 503).'), { status: 503 });
      return fake.client;
    });
    const store = createAuthStore({ getClient, log: quietLog });
    await store.initialize();
    expect(store.getState()).toMatchObject({ user: null, initialized: true, unavailable: true });
    expect(store.getState().error).toMatch(/not reachable/);
    answer = 'up';
    await store.retryInitialize();
    expect(store.getState()).toMatchObject({ error: null, unavailable: false, initialized: true });
    expect(store.getState().user?.id).toBe('u1');
  });

  it('a refused session is not "out of reach"', async () => {
    const getClient = vi.fn(async () => {
      throw Object.assign(new Error('Invalid Refresh Token'), { status: 400 });
    });
    const store = createAuthStore({ getClient, log: quietLog });
    await store.initialize();
    expect(store.getState()).toMatchObject({ user: null, unavailable: false });
    expect(store.getState().error).toBeTruthy();
  });

  it('forces initialization to complete after 10 s with the time-out text', async () => {
    const store = createAuthStore({ getClient: () => new Promise(() => undefined), log: quietLog });
    void store.initialize();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(store.getState().initialized).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState()).toMatchObject({
      initialized: true,
      loading: false,
      error: AUTH_TIMEOUT_MESSAGE,
    });
    expect(AUTH_TIMEOUT_MESSAGE).toBe(
      'Authentication initialization timed out. Please refresh the page.',
    );
  });

  it('creates a missing profile (PGRST116) from the sign-up metadata, nulls for the rest', async () => {
    const meta = { full_name: '  Ravi Kumar ', phone: '+91 99999 00000', user_type: 'Teacher' };
    const fake = fakeClient({ session: session(user('u1', meta)) });
    fake.results.select!.push({ data: null, error: { code: 'PGRST116', message: 'no rows' } });
    fake.results.insert!.push({
      data: profileRow({ full_name: 'Ravi Kumar', user_type: 'Teacher' }),
      error: null,
    });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    const insert = fake.calls.find((call) => call.op === 'insert');
    expect(insert?.payload).toEqual({
      id: 'u1',
      full_name: 'Ravi Kumar',
      avatar_url: null,
      company_name: null,
      employees: null,
      business_type: null,
      phone: '+91 99999 00000',
      email: 'asha.k@example.com',
      user_type: 'Teacher',
      locale: 'en',
    });
    expect(store.getState().profile?.user_type).toBe('Teacher');
  });

  it('keeps the attempted profile locally when creating it fails; name falls back to the e-mail', async () => {
    const fake = fakeClient({
      session: session(user('u1', { user_type: 'Admin' }, 'meera.s@example.com')),
    });
    fake.results.select!.push({ data: null, error: { code: 'PGRST116' } });
    fake.results.insert!.push({ data: null, error: { code: '42501', message: 'denied' } });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    expect(store.getState().profile).toMatchObject({
      id: 'u1',
      full_name: 'meera.s',
      email: 'meera.s@example.com',
      // Admin cannot be self-selected, so the attempted profile has no type.
      user_type: null,
      phone: null,
    });
    expect(quietLog.warn).toHaveBeenCalled();
  });

  it("falls back to 'User' when there is neither a name nor an e-mail", async () => {
    const fake = fakeClient({ session: session(user('u1', {}, '')) });
    fake.results.insert!.push({ data: null, error: { message: 'offline' } });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    expect(store.getState().profile?.full_name).toBe('User');
    expect(store.getState().profile?.email).toBeNull();
  });

  it('only logs other profile failures, and offers them as a retry hint', async () => {
    const fake = fakeClient({ session: session() });
    fake.results.select!.push({
      data: null,
      error: { code: '57014', message: 'canceling statement due to statement timeout' },
    });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    expect(store.getState().user?.id).toBe('u1');
    expect(store.getState().profile).toBeNull();
    expect(store.getState().error).toBeNull();
    expect(store.getState().profileError).toBeTruthy();
    expect(fake.raw.auth.signOut).not.toHaveBeenCalled();
  });

  it('forgets a session the server has ended (signed out on another device)', async () => {
    const fake = fakeClient({ session: session() });
    fake.results.select!.push({
      data: null,
      error: { code: 'PGRST301', message: 'Your session has ended (signed out or expired).' },
    });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    await settle();
    expect(fake.raw.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(store.getState()).toMatchObject({
      user: null,
      profile: null,
      error: null,
      hasSignedOut: false,
      loading: false,
    });
  });

  it('SIGNED_IN and TOKEN_REFRESHED set the user and load the profile; SIGNED_OUT clears both', async () => {
    const fake = fakeClient();
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    fake.results.select!.push({ data: profileRow(), error: null });
    fake.emit('SIGNED_IN', session());
    await settle();
    expect(store.getState().user?.id).toBe('u1');
    expect(store.getState().profile?.full_name).toBe('Asha K');

    fake.results.select!.push({ data: profileRow({ full_name: 'Asha Kumari' }), error: null });
    fake.emit('TOKEN_REFRESHED', session());
    await settle();
    expect(store.getState().profile?.full_name).toBe('Asha Kumari');

    fake.emit('SIGNED_OUT', null);
    await settle();
    expect(store.getState()).toMatchObject({ user: null, profile: null });
  });

  it('asks for the second factor before reading the profile of a two-factor account', async () => {
    const fake = fakeClient({
      session: session(),
      aal: { currentLevel: 'aal1', nextLevel: 'aal2' },
    });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    expect(store.getState().isMfaRequired).toBe(true);
    expect(fake.raw.from).not.toHaveBeenCalled();

    fake.raw.auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
      data: { currentLevel: 'aal2', nextLevel: 'aal2' },
      error: null,
    });
    fake.results.select!.push({ data: profileRow(), error: null });
    await store.verifyMfa('123456');
    expect(fake.raw.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({
      factorId: 'f1',
      code: '123456',
    });
    expect(store.getState()).toMatchObject({ isMfaRequired: false, profile: { id: 'u1' } });
  });

  it('sign-in requires an e-mail and a password', async () => {
    const store = createAuthStore({ getClient: async () => fakeClient().client, log: quietLog });
    await expect(store.signIn('', 'x')).rejects.toThrow('Email and password are required');
    await expect(store.signIn('a@b.c', '')).rejects.toThrow('Email and password are required');
  });

  it('stores backend errors in the error state and rethrows them', async () => {
    const fake = fakeClient();
    const failure = Object.assign(new Error('Invalid login credentials'), {
      code: 'invalid_credentials',
      status: 400,
    });
    fake.raw.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: failure,
    });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await expect(store.signIn('a@b.c', 'wrong-password')).rejects.toBe(failure);
    expect(store.getState().error).toBe(
      'That e-mail and password do not match. Check both and try again.',
    );
    expect(store.getState().loading).toBe(false);
  });

  it('signs in and loads the profile', async () => {
    const fake = fakeClient();
    fake.raw.auth.signInWithPassword.mockResolvedValue({
      data: { user: user(), session: session() },
      error: null,
    });
    fake.results.select!.push({ data: profileRow(), error: null });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await expect(store.signIn('asha.k@example.com', 'Secret#12345')).resolves.toEqual({
      isMfaRequired: false,
    });
    expect(store.getState()).toMatchObject({
      user: { id: 'u1' },
      profile: { id: 'u1' },
      loading: false,
      error: null,
    });
  });

  it('clears the local state on sign-out even when the call fails', async () => {
    const fake = fakeClient({ session: session() });
    fake.results.select!.push({ data: profileRow(), error: null });
    fake.raw.auth.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    const clearStoredSession = vi.fn();
    const store = createAuthStore({
      getClient: async () => fake.client,
      log: quietLog,
      clearStoredSession,
    });
    await store.initialize();
    expect(store.getState().user).not.toBeNull();
    await store.signOut();
    expect(store.getState()).toMatchObject({ user: null, profile: null, error: null });
    expect(clearStoredSession).toHaveBeenCalled();
  });

  it("updating a profile with no user fails with 'No user logged in'", async () => {
    const store = createAuthStore({ getClient: async () => fakeClient().client, log: quietLog });
    await expect(store.updateProfile({ full_name: 'X' })).rejects.toThrow(NO_USER_MESSAGE);
    expect(NO_USER_MESSAGE).toBe('No user logged in');
  });

  it('updates the profile with the changed fields plus updated_at', async () => {
    const fake = fakeClient({ session: session() });
    fake.results.select!.push({ data: profileRow(), error: null });
    fake.results.update!.push({ data: profileRow({ phone: '+91 1' }), error: null });
    const store = createAuthStore({ getClient: async () => fake.client, log: quietLog });
    await store.initialize();
    await store.updateProfile({ phone: '+91 1' });
    const update = fake.calls.find((call) => call.op === 'update')?.payload as Record<
      string,
      unknown
    >;
    expect(Object.keys(update).sort()).toEqual(['phone', 'updated_at']);
    expect(store.getState().profile?.phone).toBe('+91 1');
  });
});
