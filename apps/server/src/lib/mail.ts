import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A one-click unsubscribe address (RFC 2369 `List-Unsubscribe` with RFC 8058
   * `List-Unsubscribe-Post`), so mail clients offer "Unsubscribe" beside the sender.
   */
  unsubscribeUrl?: string;
  /** Files sent with the mail (scheduled reports). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
};

/** SMTP through SMTP_URL; without it, mails are written to the log so a developer can follow links. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'e-mail (SMTP_URL not set)',
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send({ unsubscribeUrl, ...mail }) {
      await transport.sendMail({
        from: options.from,
        ...mail,
        ...(unsubscribeUrl && {
          list: { unsubscribe: unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
    close() {
      transport.close();
    },
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
