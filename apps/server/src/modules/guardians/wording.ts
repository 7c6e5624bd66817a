import {
  GUARDIAN_MESSAGE_KINDS,
  GUARDIAN_PLACEHOLDERS,
  GUARDIAN_WORDING_LOCALES,
  type GuardianMessageKind,
  type GuardianWording,
  type GuardianWordingLocale,
  type Locale,
  wordingProblems,
} from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError, localizedError } from '../../lib/errors.js';
import { CATALOGUES, type MessageId, translate } from '../../lib/i18n.js';
import { asCaller } from '../../lib/request-auth.js';
import { GUARDIAN_MESSAGE_IDS } from './messages.js';

type Texts = { subject: string; body: string };

const KIND_WORDS = {
  absence: 'guardian.wording.kind.absence',
  late: 'guardian.wording.kind.late',
  weekly_summary: 'guardian.wording.kind.weekly_summary',
  monthly_summary: 'guardian.wording.kind.monthly_summary',
} as const satisfies Record<GuardianMessageKind, MessageId>;
const PART_WORDS = {
  subject: 'guardian.wording.part.subject',
  body: 'guardian.wording.part.body',
} as const satisfies Record<keyof Texts, MessageId>;
const LANGUAGE_WORDS = {
  en: 'guardian.wording.language.en',
  hi: 'guardian.wording.language.hi',
} as const satisfies Record<GuardianWordingLocale, MessageId>;

/**
 * The catalogue's text as an owner edits it: the summaries' choice between "meets" and "below the
 * minimum" (an ICU select) becomes the `{rule}` placeholder, filled with guardian.rule.*.
 */
export function plainTemplate(raw: string): string {
  const start = raw.indexOf('{meets, select,');
  if (start < 0) return raw;
  let depth = 0;
  for (let i = start; i < raw.length; i++) {
    if (raw[i] === '{') depth++;
    else if (raw[i] === '}' && --depth === 0)
      return `${raw.slice(0, start)}{rule}${raw.slice(i + 1)}`;
  }
  return raw;
}

/** The catalogue's wording of every kind in both languages, as templates. */
export function defaultWording(): Record<
  GuardianMessageKind,
  Record<GuardianWordingLocale, Texts>
> {
  const all = {} as Record<GuardianMessageKind, Record<GuardianWordingLocale, Texts>>;
  for (const kind of GUARDIAN_MESSAGE_KINDS) {
    all[kind] = {} as Record<GuardianWordingLocale, Texts>;
    for (const locale of GUARDIAN_WORDING_LOCALES)
      all[kind][locale] = {
        subject: plainTemplate(CATALOGUES[locale][GUARDIAN_MESSAGE_IDS[kind].subject]),
        body: plainTemplate(CATALOGUES[locale][GUARDIAN_MESSAGE_IDS[kind].body]),
      };
  }
  return all;
}

/** The organisation's texts for one message (empty when it keeps the catalogue's). */
export function customTexts(
  wording: unknown,
  kind: GuardianMessageKind,
  locale: Locale,
): Partial<Texts> {
  const texts = (wording as GuardianWording | null | undefined)?.[kind]?.[locale];
  return texts ?? {};
}

/**
 * The wording without empty texts, every placeholder checked: an unknown one or a lone brace is
 * refused with the message, kind, language and part it is in.
 */
export function checkWording(input: GuardianWording): GuardianWording {
  const kept: GuardianWording = {};
  for (const kind of GUARDIAN_MESSAGE_KINDS) {
    for (const locale of GUARDIAN_WORDING_LOCALES) {
      const texts = input[kind]?.[locale];
      for (const part of ['subject', 'body'] as const) {
        const value = texts?.[part]?.trim();
        if (!value) continue;
        const problem = wordingProblems(kind, value)[0];
        if (problem) {
          const where = {
            kind: translate('en', KIND_WORDS[kind]),
            part: translate('en', PART_WORDS[part]),
            language: translate('en', LANGUAGE_WORDS[locale]),
          };
          const field = `${kind}.${locale}.${part}`;
          if (problem.kind === 'unknown') {
            const values = {
              ...where,
              placeholder: `{${problem.placeholder}}`,
              allowed: GUARDIAN_PLACEHOLDERS[kind].map((p) => `{${p}}`).join(', '),
            };
            throw localizedError(
              400,
              'unknown_placeholder',
              'error.guardians.wordingUnknown',
              values,
              {
                fields: { [field]: translate('en', 'error.guardians.wordingUnknown', values) },
              },
            );
          }
          const values = { ...where, example: '{student}' };
          throw localizedError(
            400,
            'unbalanced_brace',
            'error.guardians.wordingUnbalanced',
            values,
            {
              fields: { [field]: translate('en', 'error.guardians.wordingUnbalanced', values) },
            },
          );
        }
        const slot = ((kept[kind] ??= {})[locale] ??= {});
        slot[part] = value;
      }
    }
  }
  return kept;
}

async function assertOwner(trx: Parameters<Parameters<typeof asCaller>[2]>[0], orgId: string) {
  const { rows } = await sql<{ ok: boolean }>`
    select ${orgId}::uuid = any (array(select public.my_managed_org_ids())) as ok`.execute(trx);
  if (!rows[0]!.ok)
    throw new AppError(
      403,
      'forbidden',
      'Only the owner of the organisation manages guardian alerts.',
    );
}

const answer = (wording: unknown) => ({
  wording: (wording ?? {}) as GuardianWording,
  defaults: defaultWording(),
  placeholders: GUARDIAN_PLACEHOLDERS,
  /** What `{rule}` says below a 75 % minimum, in each language, for the owner's preview. */
  sample_rule: Object.fromEntries(
    GUARDIAN_WORDING_LOCALES.map((locale) => [
      locale,
      translate(locale, 'guardian.rule.below', { minimum: 75 }),
    ]),
  ) as Record<GuardianWordingLocale, string>,
});

/** The organisation's wording, the catalogue's, and the placeholders each kind may use. */
export async function getWording(ctx: AppContext, caller: Caller, orgId: string) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    await assertOwner(trx, orgId);
    const { rows } = await sql<{ wording: unknown }>`
      select wording from public.guardian_alert_settings where org_id = ${orgId}::uuid`.execute(
      trx,
    );
    return answer(rows[0]?.wording);
  });
}

/**
 * Saves the organisation's wording (all of it: a kind or language left out goes back to the
 * catalogue's). Owners and Admins, as the caller: the row's policies decide as well.
 */
export async function saveWording(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: GuardianWording,
) {
  const wording = checkWording(input);
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    await assertOwner(trx, orgId);
    const { rows } = await sql<{ wording: unknown }>`
      insert into public.guardian_alert_settings (org_id, wording)
      values (${orgId}::uuid, ${JSON.stringify(wording)}::jsonb)
      on conflict (org_id) do update set wording = excluded.wording
      returning wording`.execute(trx);
    return answer(rows[0]?.wording);
  });
}
