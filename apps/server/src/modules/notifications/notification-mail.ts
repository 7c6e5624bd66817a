import type { Locale } from '@ias/shared';
import { translator } from '../../lib/i18n.js';
import { escapeHtml, type Mail } from '../../lib/mail.js';
import { kindName, type NotificationKind, renderNotification } from './render-notification.js';

export type NotificationMailInput = {
  to: string;
  locale: Locale;
  kind: NotificationKind;
  params: Record<string, unknown>;
  /** Absolute link to the thing the notification is about. */
  link: string;
  /** Absolute link that stops this kind of e-mail without signing in. */
  unsubscribeLink: string;
};

/** A notification as an e-mail (HTML and text) in the recipient's language. */
export function notificationMail(input: NotificationMailInput): Mail {
  const t = translator(input.locale);
  const { title, body, note } = renderNotification(input.locale, input.kind, input.params);
  const why = t('notification.mail.why', { kind: kindName(input.locale, input.kind) });
  const product = t('product.name');
  const open = t('notification.open');
  const stop = t('notification.mail.unsubscribe');
  const text = [
    title,
    '',
    body,
    ...(note ? ['', note] : []),
    '',
    `${open}: ${input.link}`,
    '',
    '—',
    why,
    `${stop}: ${input.unsubscribeLink}`,
    product,
  ].join('\n');
  const muted = 'font-size:13px;color:#475569';
  const html = `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,'Noto Sans Devanagari','Nirmala UI',sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${note ? `<p style="border-left:3px solid #cbd5e1;padding-left:12px">${escapeHtml(note)}</p>` : ''}
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(open)}</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="${muted}">${escapeHtml(why)} <a href="${escapeHtml(input.unsubscribeLink)}" style="color:#475569">${escapeHtml(stop)}</a></p>
<p style="${muted}">— ${escapeHtml(product)}</p>
</body></html>`;
  return { to: input.to, subject: title, text, html, unsubscribeUrl: input.unsubscribeLink };
}
