import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/clients.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const PASSWORD = 'Attendance#2026';
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

describe('TOTP two-factor authentication', () => {
  let server: TestServer;
  const email = 'incharge.mfa@example.com';
  let secret: string;
  let factorId: string;
  /** The code the enrolment was verified with (its 30 s step is then used up). */
  let enrolmentCode: string;

  beforeAll(async () => {
    server = await startTestServer({ EMAIL_CONFIRMATION: 'false' });
    await pkceClient(server.url, server.anonKey).auth.signUp({ email, password: PASSWORD });
  });
  afterAll(async () => server?.close());

  it('enrols a factor with a QR code, and verifying it raises the session to aal2', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolled.data!.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    secret = enrolled.data!.totp.secret;
    factorId = enrolled.data!.id;

    const wrong = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret, 10),
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    enrolmentCode = codeFor(secret);
    const { data, error } = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: enrolmentCode,
    });
    expect(error).toBeNull();
    expect(data?.access_token).toBeTruthy();
    const aal = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factorId]);
    const audit = await server.sql<{ action: string }>(
      "select action from auth.audit_log_entries where action like 'factor%'",
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['factor_in_progress', 'factor_verified']),
    );
  });

  it('a new sign-in is aal1 with aal2 next, and the code cannot be replayed', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const aal = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // The code used above is refused (even when the clock has moved into the next step, where it
    // would still be inside the accepted window); a later step's code is accepted.
    const replay = await supabase.auth.mfa.challengeAndVerify({ factorId, code: enrolmentCode });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    const next = await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(next.error).toBeNull();
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe(
      'aal2',
    );
  });

  it('an aal1 session of a user with a verified factor cannot read their data; aal2 can', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const atAal1 = await supabase.from('profiles').select('id').eq('id', data.user!.id);
    expect(atAal1.error).toBeNull();
    expect(atAal1.data).toEqual([]);
    await server.sql('update auth.mfa_factors set last_used_step = null where id = $1', [factorId]);
    await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    const atAal2 = await supabase.from('profiles').select('id').eq('id', data.user!.id);
    expect(atAal2.data).toEqual([{ id: data.user!.id }]);
  });

  it('removing a verified factor needs aal2; challenges for unknown factors are refused', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const refused = await supabase.auth.mfa.unenroll({ factorId });
    expect(refused.error?.code).toBe('insufficient_aal');
    const password = await supabase.auth.updateUser({ password: 'Other#password22' });
    expect(password.error?.code).toBe('insufficient_aal');
    const unknown = await supabase.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(unknown.error?.status).toBe(404);
    const malformed = await supabase.auth.mfa.challenge({ factorId: 'not-a-uuid' });
    expect(malformed.error?.status).toBe(404);

    // Both codes of the window were spent above; pretend half a minute has passed.
    await server.sql('update auth.mfa_factors set last_used_step = null where id = $1', [factorId]);
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret),
    });
    expect(error).toBeNull();
    const removed = await supabase.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect((await supabase.auth.mfa.listFactors()).data?.all).toEqual([]);
    const audit = await server.sql(
      "select 1 from auth.audit_log_entries where action = 'factor_unenrolled'",
    );
    expect(audit).toHaveLength(1);
  });
});
