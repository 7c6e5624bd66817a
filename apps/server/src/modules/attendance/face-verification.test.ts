import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { descriptor } from '../../test/descriptors.js';
import { describeFace, FIXTURES_DIR, requireFixtures } from '../../test/fixture-faces.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { turnedFrame } from '../faces/pose-frames.js';
import { poseSequence, randomActions } from './face-verification.js';

const WORKS = { lat: 13.0285, lng: 77.5197 };
const AT_WORKS = { lat: 13.0286, lng: 77.5198, accuracy: 10 };
/** Fixture photos whose frontal and turned frames the server reads clearly (see pose-frames.ts). */
const PHOTO = {
  raj: path.join(FIXTURES_DIR, 'faceapi', 'raj', 'raj1.png'),
  amy: path.join(FIXTURES_DIR, 'faceapi', 'amy', 'amy2.png'),
};
const TURN = 0.35;

type Action = 'left' | 'right' | 'centre';
type Challenge = { challenge: string; actions: Action[]; expires_in: number; required?: boolean };
type Reply = { status: number; body: Record<string, unknown> };

/** The frames a person following the challenge gives: facing the camera, then each movement. */
async function framesFor(photo: string, actions: Action[]): Promise<string[]> {
  const pose = (action: Action) =>
    turnedFrame(photo, action === 'left' ? TURN : action === 'right' ? -TURN : 0);
  const frames = [await pose('centre')];
  for (const action of actions) frames.push(await pose(action));
  return frames.map((frame) => frame.toString('base64'));
}

describe('face check-ins the server verifies (issue 19)', () => {
  let server: TestServer;
  let owner: TestUser;
  let rajUser: TestUser;
  let amyUser: TestUser;
  let orgId: string;
  const id: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const post = (url: string, headers: Record<string, string>, body: unknown): Promise<Reply> =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  const kioskChallenge = async (token = tokens.gate!) => {
    const reply = await post('/api/kiosk/face-challenges', { 'x-device-token': token }, {});
    expect(reply.status).toBe(201);
    return reply.body as unknown as Challenge;
  };
  const kioskCheckIn = (body: Record<string, unknown>, token = tokens.gate!) =>
    post(
      '/api/kiosk/check-ins',
      { 'x-device-token': token },
      {
        client_id: randomUUID(),
        method: 'face',
        descriptor: descriptor(7),
        quality: 0.95,
        ...body,
      },
    );
  const selfChallenge = async (user: TestUser) => {
    const reply = await post(
      '/api/attendance/self/face-challenges',
      { authorization: `Bearer ${user.accessToken}`, apikey: server.anonKey },
      {},
    );
    expect(reply.status).toBe(201);
    return reply.body as unknown as Challenge;
  };
  const selfCheckIn = (user: TestUser, body: Record<string, unknown>) =>
    post(
      '/api/attendance/self',
      { authorization: `Bearer ${user.accessToken}`, apikey: server.anonKey },
      {
        client_id: randomUUID(),
        location: AT_WORKS,
        descriptor: descriptor(7),
        quality: 0.95,
        ...body,
      },
    );
  const refusals = async (reason: string) =>
    (
      await server.sql<{ n: number }>(
        "select count(*)::int as n from public.audit_log where org_id = $1 and action = 'face_check_refused' and after->>'reason' = $2",
        [orgId, reason],
      )
    )[0]!.n;
  const rest = (user: TestUser, method: 'GET' | 'PATCH', body?: unknown) =>
    fetch(`${server.url}/rest/v1/organizations?id=eq.${orgId}&select=face_verification`, {
      method,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json() as Promise<unknown>);
  /** Clear the day's records so that every genuine scan below is a check-in of its own. */
  const clearDay = () =>
    server.sql('delete from public.attendance_records where org_id = $1', [orgId]);

  beforeAll(async () => {
    requireFixtures();
    server = await startTestServer();
    const user = (type: 'Company' | 'Employee', name: string) =>
      createTestUser(server, { userType: type, metadata: { full_name: name } });
    owner = await user('Company', 'Meera Iyer');
    rajUser = await user('Employee', 'Raj Koothrappali');
    amyUser = await user('Employee', 'Amy Fowler');
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    await server.sql(
      "update public.organizations set allowed_methods = '{face,card,manual,qr,self_geo}' where id = $1",
      [orgId],
    );
    await server.sql(
      `insert into public.sites (org_id, name, latitude, longitude, radius_m)
       values ($1, 'Peenya works', $2, $3, 200)`,
      [orgId, WORKS.lat, WORKS.lng],
    );
    for (const [name, userId] of [
      ['raj', rajUser.id],
      ['amy', amyUser.id],
    ] as const) {
      const [member] = await server.sql<{ id: string }>(
        `insert into public.memberships (org_id, user_id, full_name, role, status)
         values ($1, $2, $3, 'employee', 'active') returning id`,
        [orgId, userId, name],
      );
      id[name] = member!.id;
      const enrolled = await describeFace(PHOTO[name]);
      expect(enrolled.descriptor).not.toBeNull();
      const response = await api(owner).post('/api/faces', {
        member_id: member!.id,
        consent: true,
        captures: [{ descriptor: enrolled.descriptor, quality: 0.95 }],
      });
      expect(response.status).toBe(201);
    }
    for (const kiosk of ['gate', 'canteen']) {
      tokens[kiosk] = (
        await api(owner).post<{ token: string }>(`/api/organizations/${orgId}/devices`, {
          name: kiosk,
          methods: ['face'],
        })
      ).body.token;
    }
  }, 300_000);
  afterAll(async () => server?.close());

  it('is on for a new organisation, and the kiosk session says so', async () => {
    const session = await fetch(`${server.url}/api/kiosk/session`, {
      headers: { 'x-device-token': tokens.gate! },
    }).then((r) => r.json() as Promise<{ organization: { face_verification: boolean } }>);
    expect(session.organization.face_verification).toBe(true);
  });

  it('issues challenges of two different movements that include a turn', async () => {
    const challenge = await kioskChallenge();
    expect(challenge.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge.expires_in).toBeLessThanOrEqual(30);
    for (let i = 0; i < 50; i++) {
      const actions = randomActions();
      expect(actions[0]).not.toBe(actions[1]);
      expect(actions.some((a) => a !== 'centre')).toBe(true);
    }
    // Only its hash is stored.
    const stored = await server.sql<{ n: number }>(
      'select count(*)::int as n from private.face_challenges where nonce_hash = $1',
      [challenge.challenge],
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('reads the movements in order from head turns', () => {
    expect(poseSequence([0.02, 0.3, 0.31, -0.05, -0.3])).toEqual([
      'centre',
      'left',
      'centre',
      'right',
    ]);
    expect(poseSequence([0.01, 0.13, 0.02])).toEqual(['centre']);
  });

  it('checks in at a kiosk with a genuine challenge, and refuses the same request replayed', async () => {
    await clearDay();
    const challenge = await kioskChallenge();
    const body = {
      client_id: randomUUID(),
      challenge: challenge.challenge,
      frames: await framesFor(PHOTO.raj, challenge.actions),
    };
    const passed = await kioskCheckIn(body);
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect((passed.body.member as { id: string }).id).toBe(id.raj);
    // The descriptor the kiosk sent (a stand-in) was not used: the server computed its own.
    const [scan] = await server.sql<{ match_confidence: number }>(
      'select match_confidence from public.attendance_scans where org_id = $1 and client_id = $2',
      [orgId, body.client_id],
    );
    expect(scan!.match_confidence).toBeGreaterThanOrEqual(0.8);

    const replayed = await kioskCheckIn({ ...body, client_id: randomUUID() });
    expect(replayed.status).toBe(409);
    expect(replayed.body.code).toBe('challenge_replayed');
    expect(await refusals('challenge_replayed')).toBe(1);
  }, 60_000);

  it('refuses an expired challenge', async () => {
    const challenge = await kioskChallenge();
    const frames = await framesFor(PHOTO.raj, challenge.actions);
    await server.sql(
      "update private.face_challenges set expires_at = now() - interval '1 second' where used_at is null",
    );
    const reply = await kioskCheckIn({ challenge: challenge.challenge, frames });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('challenge_expired');
    expect(await refusals('challenge_expired')).toBe(1);
  }, 60_000);

  it('refuses a challenge issued to another kiosk, or a made-up one', async () => {
    const challenge = await kioskChallenge(tokens.canteen);
    const frames = await framesFor(PHOTO.raj, challenge.actions);
    const elsewhere = await kioskCheckIn({ challenge: challenge.challenge, frames });
    expect(elsewhere.body.code).toBe('challenge_mismatch');
    // The kiosk it was issued to can still use it.
    const own = await kioskCheckIn({ challenge: challenge.challenge, frames }, tokens.canteen);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const invented = await kioskCheckIn({ challenge: 'x'.repeat(43), frames });
    expect(invented.body.code).toBe('challenge_unknown');
    expect(await refusals('challenge_mismatch')).toBe(1);
  }, 60_000);

  it('refuses frames of another person', async () => {
    const challenge = await kioskChallenge();
    const [frontal] = await framesFor(PHOTO.raj, []);
    const turned = (await framesFor(PHOTO.amy, challenge.actions)).slice(1);
    const reply = await kioskCheckIn({
      challenge: challenge.challenge,
      frames: [frontal!, ...turned],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('different_people');
    expect(await refusals('different_people')).toBe(1);
  }, 60_000);

  it('refuses a still image, however many times it is sent', async () => {
    const challenge = await kioskChallenge();
    const [still] = await framesFor(PHOTO.raj, []);
    const reply = await kioskCheckIn({
      challenge: challenge.challenge,
      frames: [still!, still!, still!],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('still_image');
    expect(reply.body.message).toMatch(/did not move/);
    expect(await refusals('still_image')).toBe(1);
  }, 60_000);

  it('refuses movements made for another challenge (the same two in the other order)', async () => {
    const challenge = await kioskChallenge();
    const other = [...challenge.actions].reverse();
    const reply = await kioskCheckIn({
      challenge: challenge.challenge,
      frames: await framesFor(PHOTO.raj, other),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('challenge_not_performed');
  }, 60_000);

  it('refuses a descriptor without frames, in the language asked for', async () => {
    const reply = await kioskCheckIn({});
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('frames_required');
    const hindi = await fetch(`${server.url}/api/kiosk/check-ins`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-device-token': tokens.gate!,
        'accept-language': 'hi',
      },
      body: JSON.stringify({
        client_id: randomUUID(),
        method: 'face',
        descriptor: descriptor(7),
        quality: 0.95,
        liveness: true,
      }),
    }).then((r) => r.json() as Promise<{ code: string; message: string }>);
    expect(hindi.code).toBe('frames_required');
    expect(hindi.message).toMatch(/सर्वर/);
    expect(await refusals('frames_required')).toBe(2);
  });

  it('verifies a self check-in: own face passes, someone else’s frames do not', async () => {
    await clearDay();
    const challenge = await selfChallenge(rajUser);
    expect(challenge.required).toBe(true);
    const passed = await selfCheckIn(rajUser, {
      challenge: challenge.challenge,
      frames: await framesFor(PHOTO.raj, challenge.actions),
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);

    // Amy's frames, with a challenge Amy's phone was given, do not check Raj in…
    const amyChallenge = await selfChallenge(amyUser);
    const amyFrames = await framesFor(PHOTO.amy, amyChallenge.actions);
    const borrowed = await selfCheckIn(rajUser, {
      challenge: amyChallenge.challenge,
      frames: amyFrames,
    });
    expect(borrowed.body.code).toBe('challenge_mismatch');
    // …nor with Raj's own challenge: the server matches the face it saw.
    const rajChallenge = await selfChallenge(rajUser);
    const mismatch = await selfCheckIn(rajUser, {
      challenge: rajChallenge.challenge,
      frames: await framesFor(PHOTO.amy, rajChallenge.actions),
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('face_mismatch');

    const withoutFrames = await selfCheckIn(rajUser, {});
    expect(withoutFrames.body.code).toBe('frames_required');
  }, 90_000);

  it('trusts the device again when the organisation turns verification off', async () => {
    await clearDay();
    const changed = await rest(owner, 'PATCH', { face_verification: false });
    expect(changed).toEqual([{ face_verification: false }]);
    const enrolled = await describeFace(PHOTO.raj);
    const reply = await kioskCheckIn({ descriptor: enrolled.descriptor });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // Members can read the setting (a granted column), but only owners change it.
    expect(await rest(rajUser, 'GET')).toEqual([{ face_verification: false }]);
    expect(await rest(rajUser, 'PATCH', { face_verification: true })).toEqual([]);
    expect(await rest(owner, 'GET')).toEqual([{ face_verification: false }]);
  }, 60_000);
});
