import { setTimeout as sleep } from 'node:timers/promises';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { signDownload } from './signing.js';

const tokenOf = (signedUrl: string) => new URL(signedUrl).searchParams.get('token')!;

/** The status of a request, its body read (an unread body keeps the connection, and the server's
 * close waits for it). */
async function statusOf(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
}

describe('signed URLs', () => {
  let server: TestServer;
  let user: TestUser;
  let files: ReturnType<TestUser['client']['storage']['from']>;
  let report: string;
  let notes: string;
  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server);
    files = user.client.storage.from('files');
    report = `${user.id}/reports/march report.pdf`;
    notes = `${user.id}/notes.txt`;
    expect(
      (await files.upload(report, new Blob(['%PDF-1.4 march'], { type: 'application/pdf' }))).error,
    ).toBeNull();
    expect(
      (await files.upload(notes, new Blob(['private notes'], { type: 'text/plain' }))).error,
    ).toBeNull();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens the object for anyone holding the URL, without a key', async () => {
    const { data, error } = await files.createSignedUrl(report, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(
      `${server.url}/storage/v1/object/sign/files/${user.id}/reports/march%20report.pdf?token=`,
    );
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toMatch(/^private, /);
    expect(await response.text()).toBe('%PDF-1.4 march');
  });

  it('serves as an attachment when asked to download', async () => {
    const { data } = await files.createSignedUrl(report, 60, { download: 'March.pdf' });
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="March.pdf"; filename*=UTF-8''March.pdf`,
    );
    await response.arrayBuffer();
  });

  it('refuses the URL once it has expired', async () => {
    const { data } = await files.createSignedUrl(notes, 1);
    expect(await statusOf(data!.signedUrl)).toBe(200);
    await sleep(2100);
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', message: 'jwt expired' });
  });

  it('lives at least the seconds asked for, even when signed at the end of a second', async () => {
    // Signed in the last millisecond of a second: the clock is set only while the token's times
    // are taken (at once, before the signature's first await).
    const signedAt = Math.floor(Date.now() / 1000) * 1000 + 999;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(signedAt);
    const signing = signDownload(server.app.ctx.keys, { url: 'files/a.txt', oid: 'o' }, 1);
    clock.mockRestore();
    const { exp } = decodeJwt(await signing);
    expect(exp! * 1000 - signedAt).toBeGreaterThanOrEqual(1000);
  });

  it('does not let a token for one object open another', async () => {
    const { data } = await files.createSignedUrl(notes, 60);
    const token = tokenOf(data!.signedUrl);
    for (const other of [`files/${report}`, `avatars/${notes}`, `files/${user.id}/notes.txt.bak`]) {
      const response = await fetch(
        `${server.url}/storage/v1/object/sign/${encodeURI(other)}?token=${token}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'InvalidSignature' });
    }
  });

  it('does not open an object deleted and put again at the same path', async () => {
    const name = `${user.id}/replaced.txt`;
    await files.upload(name, new Blob(['first'], { type: 'text/plain' }));
    const { data } = await files.createSignedUrl(name, 60);
    await files.remove([name]);
    await files.upload(name, new Blob(['second'], { type: 'text/plain' }));
    expect(await statusOf(data!.signedUrl)).toBe(404);
  });

  it('keeps access tokens and signed-URL tokens apart', async () => {
    expect(
      await statusOf(
        `${server.url}/storage/v1/object/sign/files/${notes}?token=${user.accessToken}`,
      ),
    ).toBe(400);

    const { data } = await files.createSignedUrl(notes, 60);
    expect(
      await statusOf(`${server.url}/storage/v1/object/files/${notes}`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${tokenOf(data!.signedUrl)}` },
      }),
    ).toBe(401);

    expect(await statusOf(`${server.url}/storage/v1/object/sign/files/${notes}`)).toBe(400);
  });

  it('signs several paths at once, reporting the ones it cannot sign', async () => {
    const missing = `${user.id}/missing.txt`;
    const { data, error } = await files.createSignedUrls([notes, report, missing, '../escape'], 60);
    expect(error).toBeNull();
    expect(
      data!.map((entry) => [entry.path, entry.error === null, entry.signedUrl !== null]),
    ).toEqual([
      [notes, true, true],
      [report, true, true],
      [missing, false, false],
      ['../escape', false, false],
    ]);
    expect(await (await fetch(data![1]!.signedUrl!)).text()).toBe('%PDF-1.4 march');
  });
});
