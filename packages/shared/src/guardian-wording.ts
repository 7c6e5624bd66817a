import { z } from 'zod';

/**
 * An organisation's own wording of the messages guardians receive (issue 15, item 6): per kind
 * and language a subject (e-mails) and a body (SMS, WhatsApp and the e-mail's text), with
 * placeholders in braces such as `{student}`. A text left out uses the catalogue's. The server
 * checks the placeholders before saving; the web checks them the same way as the owner types.
 */
export const GUARDIAN_MESSAGE_KINDS = [
  'absence',
  'late',
  'weekly_summary',
  'monthly_summary',
] as const;
export type GuardianMessageKind = (typeof GUARDIAN_MESSAGE_KINDS)[number];
export const GUARDIAN_WORDING_LOCALES = ['en', 'hi'] as const;
export type GuardianWordingLocale = (typeof GUARDIAN_WORDING_LOCALES)[number];

const SUMMARY = ['student', 'org', 'date', 'percent', 'present', 'working', 'minimum', 'rule'];
/** The placeholders each kind's texts may use. `{rule}`: whether the minimum is met, in words. */
export const GUARDIAN_PLACEHOLDERS: Record<GuardianMessageKind, readonly string[]> = {
  absence: ['student', 'org', 'date'],
  late: ['student', 'org', 'date'],
  weekly_summary: SUMMARY,
  monthly_summary: [...SUMMARY, 'month'],
};

export const WORDING_SUBJECT_MAX = 200;
export const WORDING_BODY_MAX = 1000;

const text = (max: number) => z.string().trim().max(max).optional();
const texts = z
  .object({ subject: text(WORDING_SUBJECT_MAX), body: text(WORDING_BODY_MAX) })
  .strict();
const perLocale = z.object({ en: texts.optional(), hi: texts.optional() }).strict();
export const guardianWordingSchema = z
  .object({
    absence: perLocale.optional(),
    late: perLocale.optional(),
    weekly_summary: perLocale.optional(),
    monthly_summary: perLocale.optional(),
  })
  .strict();
export type GuardianWording = z.infer<typeof guardianWordingSchema>;

export type WordingProblem = { kind: 'unknown'; placeholder: string } | { kind: 'unbalanced' };

/** What is wrong with a text's placeholders for `kind`: unknown names, or a lone brace. */
export function wordingProblems(kind: GuardianMessageKind, value: string): WordingProblem[] {
  const allowed = GUARDIAN_PLACEHOLDERS[kind];
  const problems: WordingProblem[] = [];
  const seen = new Set<string>();
  for (const match of value.matchAll(/\{([^{}]*)\}/g)) {
    const name = match[1]!.trim();
    if (!allowed.includes(name) && !seen.has(name)) {
      seen.add(name);
      problems.push({ kind: 'unknown', placeholder: name });
    }
  }
  if (/[{}]/.test(value.replace(/\{[^{}]*\}/g, ''))) problems.push({ kind: 'unbalanced' });
  return problems;
}

/** A text with its placeholders filled in (a checked text has no others). */
export function fillWording(value: string, values: Record<string, string | number>): string {
  return value.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const filled = values[name.trim()];
    return filled === undefined ? whole : String(filled);
  });
}
