import type { Locale, ScheduledReportKind } from '@ias/shared';
import { translator } from '../../lib/i18n.js';
import type { Mail } from '../../lib/mail.js';
import { mailLayout } from '../auth/mail-templates.js';
import type { ReportFile } from './make-report-file.js';

/** The scheduled report's mail in the recipient's language, with its file attached. */
export function reportMail(input: {
  to: string;
  locale: Locale;
  kind: ScheduledReportKind;
  name: string;
  org: string;
  range: { from: string; to: string };
  /** People listed (the absentees' count). */
  count: number;
  link: string;
  file: ReportFile;
}): Mail {
  const t = translator(input.locale);
  const values = {
    kind: input.kind,
    org: input.org,
    from: input.range.from,
    to: input.range.to,
    count: input.count,
    name: input.name,
  };
  const subject = t('mail.scheduledReport.subject', values);
  return {
    to: input.to,
    subject,
    ...mailLayout(input.locale, {
      title: subject,
      intro: t('mail.scheduledReport.intro', values),
      action: t('mail.scheduledReport.action'),
      link: input.link,
      outro: t('mail.scheduledReport.outro', values),
    }),
    attachments: [input.file],
  };
}
