import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

// Tutorial progress (issue 17) through /rest/v1 as the web app writes it: each person's own rows
// only, upserted by (user_id, guide_id).
describe('tutorial progress through /rest/v1', () => {
  let server: TestServer;
  let owner: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Institute' });
    student = await createTestUser(server, { userType: 'Student' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const save = (user: TestUser, row: Record<string, unknown>) =>
    user.client
      .from('tutorial_progress')
      .upsert({ user_id: user.id, ...row }, { onConflict: 'user_id,guide_id' })
      .select('guide_id, status, tour_step');

  it('keeps a person’s progress and moves a started tour to done in place', async () => {
    const started = await save(owner, {
      guide_id: 'set-up-kiosk',
      status: 'started',
      tour_step: 2,
    });
    expect(started.error).toBeNull();
    expect(started.data).toEqual([{ guide_id: 'set-up-kiosk', status: 'started', tour_step: 2 }]);
    const done = await save(owner, { guide_id: 'set-up-kiosk', status: 'done', tour_step: null });
    expect(done.error).toBeNull();
    const { data } = await owner.client.from('tutorial_progress').select('guide_id, status');
    expect(data).toEqual([{ guide_id: 'set-up-kiosk', status: 'done' }]);
  });

  it('shows a person only their own rows', async () => {
    expect((await save(student, { guide_id: 'request-leave', status: 'done' })).error).toBeNull();
    const mine = await student.client.from('tutorial_progress').select('user_id, guide_id');
    expect(mine.data).toEqual([{ user_id: student.id, guide_id: 'request-leave' }]);
    const theirs = await student.client
      .from('tutorial_progress')
      .select('guide_id')
      .eq('user_id', owner.id);
    expect(theirs.data).toEqual([]);
  });

  it('refuses writing, changing or deleting another person’s progress', async () => {
    const forged = await student.client
      .from('tutorial_progress')
      .insert({ user_id: owner.id, guide_id: 'take-roll-call', status: 'done' });
    expect(forged.error?.code).toBe('42501');
    const changed = await student.client
      .from('tutorial_progress')
      .update({ status: 'started' })
      .eq('user_id', owner.id)
      .select('guide_id');
    expect(changed.data).toEqual([]);
    await student.client.from('tutorial_progress').delete().eq('user_id', owner.id);
    const rows = await server.sql<{ guide_id: string; status: string }>(
      'select guide_id, status from public.tutorial_progress where user_id = $1',
      [owner.id],
    );
    expect(rows).toEqual([{ guide_id: 'set-up-kiosk', status: 'done' }]);
  });

  it('lets a person start over by deleting their own row', async () => {
    const removed = await owner.client
      .from('tutorial_progress')
      .delete()
      .eq('guide_id', 'set-up-kiosk')
      .select('guide_id');
    expect(removed.data).toEqual([{ guide_id: 'set-up-kiosk' }]);
  });

  it('shows nothing to anon and refuses bad values', async () => {
    const anon = await server.client().from('tutorial_progress').select('*');
    if (anon.error) expect(anon.error.code).toBe('42501');
    else expect(anon.data).toEqual([]);
    const badStatus = await save(owner, { guide_id: 'read-a-report', status: 'skipped' });
    expect(badStatus.error?.code).toBe('23514');
    const badId = await save(owner, { guide_id: '../other', status: 'done' });
    expect(badId.error?.code).toBe('23514');
  });
});
