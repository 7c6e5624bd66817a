import { fillWording, formatDate, formatMonth, type Locale } from '@ias/shared';
import { type MessageId, translate } from '../../lib/i18n.js';
import { escapeHtml, type Mail } from '../../lib/mail.js';

export type AlertKind = 'absence' | 'late' | 'weekly_summary' | 'monthly_summary';

/** What a guardian message says, from the values stored with its delivery. */
export type AlertParams = {
  student: string;
  org: string;
  date: string;
  /** weekly_summary: attendance over the term so far (whole per cent) and the minimum. */
  percent?: number;
  minimum?: number;
  present?: number;
  working?: number;
  /** monthly_summary: the month it is about ('YYYY-MM'). */
  month?: string;
};

/**
 * Each kind's subject and body in the server catalogues (`guardian.*`, English and Hindi), written
 * out in full so the catalogue checks find every id in the code.
 */
export const GUARDIAN_MESSAGE_IDS = {
  absence: { subject: 'guardian.absence.subject', body: 'guardian.absence.body' },
  late: { subject: 'guardian.late.subject', body: 'guardian.late.body' },
  weekly_summary: {
    subject: 'guardian.weekly_summary.subject',
    body: 'guardian.weekly_summary.body',
  },
  monthly_summary: {
    subject: 'guardian.monthly_summary.subject',
    body: 'guardian.monthly_summary.body',
  },
} as const satisfies Record<AlertKind, Record<'subject' | 'body', MessageId>>;

/** The values of a message in `locale`: the day and the month written as the guardian reads them. */
function values(locale: Locale, p: AlertParams) {
  return {
    student: p.student,
    org: p.org,
    date: formatDate(p.date, locale),
    month: p.month ? formatMonth(p.month, locale) : '',
    percent: p.percent ?? 0,
    minimum: p.minimum ?? 75,
    present: p.present ?? 0,
    working: p.working ?? 0,
    meets: (p.percent ?? 0) >= (p.minimum ?? 75) ? 'yes' : 'no',
  };
}

/** The values of the organisation's own wording: the same, and `{rule}` in words. */
function wordingValues(locale: Locale, p: AlertParams) {
  const all = values(locale, p);
  const rule = translate(
    locale,
    all.meets === 'yes' ? 'guardian.rule.meets' : 'guardian.rule.below',
    all,
  );
  return { ...all, rule };
}

/** The organisation's own texts for a message (wording.ts); what is missing is the catalogue's. */
export type OwnWording = { subject?: string; body?: string };

/** The SMS/WhatsApp text of an alert. */
export function alertText(
  locale: Locale,
  kind: AlertKind,
  params: AlertParams,
  own: OwnWording = {},
): string {
  return own.body
    ? fillWording(own.body, wordingValues(locale, params))
    : translate(locale, GUARDIAN_MESSAGE_IDS[kind].body, values(locale, params));
}

/** The e-mail of an alert (subject, text, HTML) in the guardian's language. */
export function alertMail(
  to: string,
  locale: Locale,
  kind: AlertKind,
  params: AlertParams,
  own: OwnWording = {},
): Mail {
  const subject = own.subject
    ? fillWording(own.subject, wordingValues(locale, params))
    : translate(locale, GUARDIAN_MESSAGE_IDS[kind].subject, values(locale, params));
  const body = alertText(locale, kind, params, own);
  const footer = translate(locale, 'guardian.footer');
  const text = [subject, '', body, '', '—', footer].join('\n');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,'Noto Sans Devanagari','Nirmala UI',sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(body)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}
