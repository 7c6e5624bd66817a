import type { Locale } from '@ias/shared';
import { translator } from '../../lib/i18n.js';
import { escapeHtml, type Mail } from '../../lib/mail.js';

type Texts = { title: string; intro: string; action: string; link: string; outro: string };

/** The layout every mail shares, in the recipient's language (`lang` set for screen readers). */
export function mailLayout(locale: Locale, texts: Texts): Pick<Mail, 'text' | 'html'> {
  const t = translator(locale);
  const product = t('product.name');
  const { title, intro, action, link, outro } = texts;
  const text = `${title}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ${product}`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,'Noto Sans Devanagari','Nirmala UI',sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('mail.linkFallback'))} <br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>
<p style="font-size:13px;color:#475569">— ${escapeHtml(product)}</p>
</body></html>`;
  return { text, html };
}

export function confirmationMail(to: string, link: string, locale: Locale): Mail {
  const t = translator(locale);
  return {
    to,
    subject: t('mail.confirm.subject'),
    ...mailLayout(locale, {
      title: t('mail.confirm.title'),
      intro: t('mail.confirm.intro', { email: to }),
      action: t('mail.confirm.action'),
      link,
      outro: t('mail.confirm.outro'),
    }),
  };
}

export function recoveryMail(to: string, link: string, locale: Locale): Mail {
  const t = translator(locale);
  return {
    to,
    subject: t('mail.recovery.subject'),
    ...mailLayout(locale, {
      title: t('mail.recovery.title'),
      intro: t('mail.recovery.intro', { email: to }),
      action: t('mail.recovery.action'),
      link,
      outro: t('mail.recovery.outro'),
    }),
  };
}
