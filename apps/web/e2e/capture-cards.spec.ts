import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, test } from './support/fixtures';
import { cameraContext, launchWithCamera, toY4m } from './support/capture/camera';
import {
  addMember,
  createKiosk,
  createOrg,
  openKiosk,
  records,
  rest,
  type TestKiosk,
} from './support/capture/org';

test.setTimeout(120_000);

/** Opens /kiosk on a device that already holds a kiosk token (as StartKioskForm leaves it). */
async function openNamedKiosk(page: Page, kiosk: TestKiosk) {
  await openKiosk(page, kiosk);
  await expect(page.getByText(kiosk.name)).toBeVisible();
}

/**
 * A USB/RFID reader's scan: the card number and Enter as one burst of key events, as a reader
 * delivers it. (Typed key by key through the browser, a loaded machine can stretch a scan past a
 * reader's speed, and it is then rightly taken for a person typing; the judgement itself is the
 * wedge detector's unit test, and the slow typing below is real key presses.)
 */
async function wedgeScan(page: Page, card: string) {
  await page.evaluate((code) => {
    for (const key of [...code, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  }, card);
}

test('an ID card QR code shown to the kiosk camera checks the person in', async () => {
  const org = await createOrg('Saraswati Vidyalaya', 'institute');
  const member = await addMember(org, { fullName: 'Rohan Iyer', role: 'student' });
  const png = await QRCode.toBuffer(`ias:member:${member}`, { width: 360, margin: 4 });
  const browser = await launchWithCamera(toY4m(png, `qr-${member}`, { fit: 0.8 }));
  try {
    const page = await (await cameraContext(browser)).newPage();
    await openNamedKiosk(page, await createKiosk(org, ['qr', 'card'], 'School gate'));
    await expect(page.getByTestId('kiosk-feedback')).toContainText('Welcome, Rohan', {
      timeout: 30_000,
    });
  } finally {
    await browser.close();
  }
  const rows = await records(org.id);
  expect(rows).toEqual([expect.objectContaining({ member_id: member, method: 'qr' })]);
});

test('a keyboard-wedge card reader checks in; slow human typing does not', async ({ page }) => {
  const org = await createOrg('Deccan Logistics');
  const member = await addMember(org, { fullName: 'Meena Pillai', card: '0004512345' });
  await openNamedKiosk(page, await createKiosk(org, ['card']));
  await page.keyboard.type('0004512345', { delay: 150 });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('kiosk-feedback')).toBeEmpty();
  await wedgeScan(page, '0004512345');
  await expect(page.getByTestId('kiosk-feedback')).toContainText('Welcome, Meena');
  await expect(page.getByRole('list', { name: 'Recent check-ins' })).toContainText('Meena Pillai');
  await wedgeScan(page, '9999999999');
  await expect(page.getByTestId('kiosk-feedback')).toContainText('not registered here');
  expect(await records(org.id)).toEqual([
    expect.objectContaining({ member_id: member, method: 'card' }),
  ]);
});

test('offline, 20 card scans queue on the kiosk and sync exactly once when the network returns', async ({
  page,
  context,
}) => {
  const org = await createOrg('Peenya Mills');
  const cards = Array.from({ length: 20 }, (_, i) => `PM-${String(i + 1).padStart(4, '0')}`);
  const members = await Promise.all(
    cards.map((card, i) => addMember(org, { fullName: `Worker ${i + 1}`, card })),
  );
  const kiosk = await createKiosk(org, ['card']);
  await openNamedKiosk(page, kiosk);
  await expect(page.getByTestId('kiosk-connection')).toContainText('Online');

  await context.setOffline(true);
  await expect(page.getByTestId('kiosk-connection')).toContainText('Offline');
  for (const card of cards) {
    await wedgeScan(page, card);
    await page.waitForTimeout(60);
  }
  await expect(page.getByTestId('kiosk-queued')).toHaveText('20 waiting to sync');
  // The queue lives in IndexedDB (it survives a crash or a restart), each scan with its own id.
  const queued = await page.evaluate(
    (deviceId) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(`ias-kiosk-${deviceId}`);
        open.onsuccess = () => {
          const keys = open.result.transaction('scans').objectStore('scans').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
        open.onerror = () => reject(open.error);
      }),
    kiosk.deviceId,
  );
  expect(queued).toHaveLength(20);
  expect(new Set(queued).size).toBe(20);
  expect(await records(org.id)).toHaveLength(0);
  // Records cannot exceed one per person per day anyway; the raw scans show each queued scan
  // reached the server exactly once, from this kiosk, under the id it was queued with.
  const scans = () =>
    rest<Array<{ client_id: string; device_id: string; outcome: string }>>(
      `attendance_scans?org_id=eq.${org.id}&select=client_id,device_id,outcome`,
    );
  const expectEachScanOnce = async () => {
    const rows = await scans();
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.client_id).sort()).toEqual([...queued].sort());
    expect(rows.every((r) => r.device_id === kiosk.deviceId && r.outcome === 'checked_in')).toBe(
      true,
    );
  };
  expect(await scans()).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('kiosk-queued')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('kiosk-connection')).toContainText('Online');
  // The badge goes as the last answer arrives; the records are read once the server has them all.
  await expect.poll(async () => (await records(org.id)).length, { timeout: 15_000 }).toBe(20);
  const rows = await records(org.id);
  expect(rows).toHaveLength(20);
  expect(new Set(rows.map((r) => r.member_id))).toEqual(new Set(members));
  expect(rows.every((r) => r.method === 'card')).toBe(true);
  await expectEachScanOnce();

  // Syncing again (another online event, a reload) changes nothing: each scan counted once.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByTestId('kiosk-connection')).toContainText('Online');
  expect(await records(org.id)).toHaveLength(20);
  await expectEachScanOnce();
});

test('a kiosk restarted without network opens from this device and keeps queueing', async ({
  page,
  context,
}) => {
  const org = await createOrg('Hosur Textiles');
  const member = await addMember(org, { fullName: 'Kavya Reddy', card: 'HT-0001' });
  const kiosk = await createKiosk(org, ['card']);
  await openNamedKiosk(page, kiosk);
  await expect(page.getByTestId('kiosk-offline-shell')).toHaveText('Works offline', {
    timeout: 30_000,
  });

  await context.setOffline(true);
  // The server is out of reach for the service worker too, so the reload below is served by it.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const reach = () =>
    fetch('/api/health').then(
      () => 'reached',
      () => 'failed',
    );
  expect(await worker.evaluate(reach)).toBe('failed');
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByText(kiosk.name)).toBeVisible();
  // The page kept for offline use is the kiosk's, whose named chunks this device has cached.
  expect(failed.filter((path) => path.startsWith('/assets/'))).toEqual([]);
  await expect(page.getByTestId('kiosk-connection')).toContainText('Offline');
  await wedgeScan(page, 'HT-0001');
  await expect(page.getByTestId('kiosk-queued')).toHaveText('1 waiting to sync');
  expect(await records(org.id)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await records(org.id)).length, { timeout: 30_000 }).toBe(1);
  expect(await records(org.id)).toEqual([
    expect.objectContaining({ member_id: member, method: 'card' }),
  ]);
});

test('a revoked kiosk says so plainly', async ({ page }) => {
  const org = await createOrg('Malabar Traders');
  const kiosk = await createKiosk(org, ['card']);
  await openNamedKiosk(page, kiosk);
  const { api } = await import('./support/capture/org');
  await api(org.ownerToken, `/api/devices/${kiosk.deviceId}`, undefined, 'DELETE');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This kiosk was switched off' })).toBeVisible();
});
