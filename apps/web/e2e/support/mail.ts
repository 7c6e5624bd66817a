import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './env';

export type Mail = { to: string[]; subject: string; text: string; html: string };

function readMails(): Mail[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E.mailDir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map(
    (file) => JSON.parse(readFileSync(path.join(E2E.mailDir, file), 'utf8')) as Mail,
  );
}

/** Waits for the first mail to `to` whose subject matches, as the real SMTP receiver stored it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails().find(
      (m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link in a mail's text. */
export function firstLink(mail: Mail): string {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}
