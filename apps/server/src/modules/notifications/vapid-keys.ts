import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The server's VAPID key pair for Web Push: from the environment (VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY, the same on every instance), else generated on first start and kept in the
 * data directory beside the JWT secret (the same write-then-link, so two processes agree on one).
 * Subscriptions are made for the public key: a new pair means every browser subscribes again.
 */
export function loadVapidKeys(
  dataDir: string,
  mailFrom: string,
  configured?: { publicKey: string; privateKey: string },
): VapidKeys {
  // Push services contact the sender through the VAPID subject: the product's mail address.
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = `mailto:${address.includes('@') ? address : 'no-reply@localhost'}`;
  if (configured) return { ...configured, subject };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(webPush.generateVAPIDKeys())}\n`, { mode: 0o600 });
    try {
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(partial, { force: true });
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}
