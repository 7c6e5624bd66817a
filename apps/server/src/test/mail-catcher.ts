import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (the last one when a header repeats). */
  headers: Record<string, string>;
  /** The files attached, with their bytes. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

export type MailCatcher = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail to `to` (optionally matching `subject`) that arrives. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/** A real SMTP receiver (smtp-server) that keeps what it receives; optionally writes each mail to `dir` as JSON. */
export async function startMailCatcher(options: { dir?: string } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          };
          mails.push(mail);
          if (options.dir) {
            const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`;
            const files = mail.attachments.map((a) => ({ ...a, content: a.content.length }));
            writeFileSync(
              path.join(options.dir, name),
              JSON.stringify({ ...mail, attachments: files }),
            );
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const find = (to: string, subject?: RegExp) =>
    mails.find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(to, subject, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to, subject);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text. */
export function firstLink(mail: CaughtMail): string {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}
