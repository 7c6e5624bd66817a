import { formatDate, formatMonth, type Locale } from '@ias/shared';
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

/** The guardian messages in English and Hindi (the guardian's chosen language). */
const TEXT = {
  en: {
    absence: {
      subject: ({ student }: AlertParams) => `${student} is absent today`,
      body: (p: AlertParams, date: string) =>
        `${p.org}: ${p.student} was marked absent on ${date}. If this is unexpected, please contact the school.`,
    },
    late: {
      subject: ({ student }: AlertParams) => `${student} arrived late today`,
      body: (p: AlertParams, date: string) => `${p.org}: ${p.student} arrived late on ${date}.`,
    },
    weekly_summary: {
      subject: ({ student }: AlertParams) => `${student}: this week's attendance`,
      body: (p: AlertParams, date: string) =>
        `${p.org}: ${p.student}'s attendance up to ${date} is ${p.percent}% (${p.present} of ${p.working} days). ` +
        ((p.percent ?? 0) >= (p.minimum ?? 75)
          ? `This meets the ${p.minimum}% minimum.`
          : `This is below the ${p.minimum}% minimum needed; please talk to the school.`),
    },
    monthly_summary: {
      subject: ({ student, month }: AlertParams) =>
        `${student}: attendance in ${formatMonth(month!, 'en')}`,
      body: (p: AlertParams) =>
        `${p.org}: in ${formatMonth(p.month!, 'en')}, ${p.student} attended ${p.present} of ${p.working} school days (${p.percent}%). ` +
        ((p.percent ?? 0) >= (p.minimum ?? 75)
          ? `This meets the ${p.minimum}% minimum.`
          : `This is below the ${p.minimum}% minimum needed; please talk to the school.`),
    },
    footer: 'You receive this because you are registered as a guardian with the school.',
  },
  hi: {
    absence: {
      subject: ({ student }: AlertParams) => `${student} आज अनुपस्थित हैं`,
      body: (p: AlertParams, date: string) =>
        `${p.org}: ${p.student} को ${date} को अनुपस्थित दर्ज किया गया। यदि यह अपेक्षित नहीं है, तो कृपया विद्यालय से संपर्क करें।`,
    },
    late: {
      subject: ({ student }: AlertParams) => `${student} आज देर से पहुँचे`,
      body: (p: AlertParams, date: string) => `${p.org}: ${p.student} ${date} को देर से पहुँचे।`,
    },
    weekly_summary: {
      subject: ({ student }: AlertParams) => `${student}: इस सप्ताह की उपस्थिति`,
      body: (p: AlertParams, date: string) =>
        `${p.org}: ${date} तक ${p.student} की उपस्थिति ${p.percent}% है (${p.working} में से ${p.present} दिन)। ` +
        ((p.percent ?? 0) >= (p.minimum ?? 75)
          ? `यह ${p.minimum}% की न्यूनतम सीमा पूरी करती है।`
          : `यह आवश्यक ${p.minimum}% से कम है; कृपया विद्यालय से बात करें।`),
    },
    monthly_summary: {
      subject: ({ student, month }: AlertParams) =>
        `${student}: ${formatMonth(month!, 'hi')} की उपस्थिति`,
      body: (p: AlertParams) =>
        `${p.org}: ${formatMonth(p.month!, 'hi')} में ${p.student} विद्यालय के ${p.working} में से ${p.present} दिन उपस्थित रहे (${p.percent}%)। ` +
        ((p.percent ?? 0) >= (p.minimum ?? 75)
          ? `यह ${p.minimum}% की न्यूनतम सीमा पूरी करती है।`
          : `यह आवश्यक ${p.minimum}% से कम है; कृपया विद्यालय से बात करें।`),
    },
    footer: 'आपको यह संदेश इसलिए मिला है क्योंकि आप विद्यालय में अभिभावक के रूप में दर्ज हैं।',
  },
} as const;

/** The SMS/WhatsApp text of an alert. */
export function alertText(locale: Locale, kind: AlertKind, params: AlertParams): string {
  return TEXT[locale][kind].body(params, formatDate(params.date, locale));
}

/** The e-mail of an alert (subject, text, HTML) in the guardian's language. */
export function alertMail(to: string, locale: Locale, kind: AlertKind, params: AlertParams): Mail {
  const t = TEXT[locale];
  const subject = t[kind].subject(params);
  const body = alertText(locale, kind, params);
  const text = [subject, '', body, '', '—', t.footer].join('\n');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,'Noto Sans Devanagari','Nirmala UI',sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(body)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:13px;color:#475569">${escapeHtml(t.footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}
