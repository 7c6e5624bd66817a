import {
  GROUP_KINDS_BY_ORG,
  type ImportPreview,
  type ImportRowResult,
  importRowSchema,
  type Locale,
} from '@ias/shared';
import { type Selectable, sql } from 'kysely';
import type { MembershipsTable } from '../../lib/db-types-orgs.js';
import { translate } from '../../lib/i18n.js';
import { type BirthDateProblem, parseBirthDate } from './parse-birth-date.js';
import type { OrgDb } from './repository.js';

const BIRTH_DATE_ERRORS = {
  format: 'error.import.birthDateFormat',
  impossible: 'error.import.birthDateImpossible',
  future: 'error.import.birthDateFuture',
  too_old: 'error.import.birthDateTooOld',
} as const satisfies Record<BirthDateProblem, string>;

type Member = Selectable<MembershipsTable>;
type Role = 'student' | 'employee' | 'teacher';

export type PlannedRow = ImportRowResult & {
  values: {
    full_name: string;
    email: string | null;
    phone: string | null;
    number: string | null;
    card_number: string | null;
    group: string | null;
    /** ISO date of birth (stored in `member_birth_dates`, which consent reads). */
    date_of_birth: string | null;
  };
  existingId: string | null;
};

export type ImportPlan = ImportPreview & {
  planned: PlannedRow[];
  groupKind: string;
  numberColumn: 'roll_number' | 'employee_code';
};

/**
 * Decides what each row would do, without writing: validation, duplicates inside the file,
 * clashes with other members, and whether the row creates, updates or leaves a member as is.
 * Rows match existing members by roll number / employee code first, then by e-mail, which makes
 * importing the same file twice change nothing.
 */
export async function planImport(
  db: OrgDb,
  org: { id: string; kind: 'institute' | 'company' },
  role: Role,
  rows: Array<Record<string, string>>,
  locale: Locale = 'en',
): Promise<ImportPlan> {
  const numberColumn = role === 'student' ? 'roll_number' : 'employee_code';
  const members = await db
    .selectFrom('memberships')
    .selectAll()
    .where('org_id', '=', org.id)
    .execute();
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('org_id', '=', org.id)
    .execute();
  const memberGroups = await db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select(['group_members.member_id', 'groups.name'])
    .where('group_members.org_id', '=', org.id)
    .execute();
  const { rows: births } = await sql<{ member_id: string; date_of_birth: string }>`
    select member_id, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth
      from public.member_birth_dates where org_id = ${org.id}::uuid`.execute(db);
  const birthOf = new Map(births.map((b) => [b.member_id, b.date_of_birth]));
  const today = new Date().toISOString().slice(0, 10);
  const byNumber = new Map(
    members.filter((m) => m[numberColumn]).map((m) => [m[numberColumn]!.toLowerCase(), m]),
  );
  const byEmail = new Map(members.filter((m) => m.email).map((m) => [m.email!.toLowerCase(), m]));
  const byCard = new Map(
    members.filter((m) => m.card_number).map((m) => [m.card_number!.toLowerCase(), m]),
  );
  const groupNames = new Map(groups.map((g) => [g.name.toLowerCase(), g.name]));
  const seen = {
    number: new Map<string, number>(),
    email: new Map<string, number>(),
    card: new Map<string, number>(),
  };
  const groupsToCreate = new Set<string>();
  const label = role === 'student' ? 'roll number' : 'employee code';

  const planned: PlannedRow[] = rows.map((raw, index) => {
    const rowNumber = index + 2; // line 1 is the header
    const parsed = importRowSchema.safeParse(raw);
    const errors: string[] = [];
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(issue.message);
    }
    const data = parsed.success
      ? parsed.data
      : {
          name: raw.name ?? '',
          email: undefined,
          phone: undefined,
          number: raw.number,
          group: raw.group,
          card_number: raw.card_number,
        };
    let dateOfBirth: string | null = null;
    if (raw.date_of_birth) {
      const birth = parseBirthDate(raw.date_of_birth, today);
      if ('date' in birth) dateOfBirth = birth.date;
      else
        errors.push(
          translate(locale, BIRTH_DATE_ERRORS[birth.problem], { value: raw.date_of_birth }),
        );
    }
    const values = {
      date_of_birth: dateOfBirth,
      full_name: data.name,
      email: data.email ?? null,
      phone: data.phone ?? null,
      number: data.number || null,
      card_number: data.card_number || null,
      group: data.group || null,
    };
    const firstSeen = (kind: keyof typeof seen, key: string | null, what: string) => {
      if (!key) return;
      const earlier = seen[kind].get(key.toLowerCase());
      if (earlier) errors.push(`${what} ${key} is also on row ${earlier}`);
      else seen[kind].set(key.toLowerCase(), rowNumber);
    };
    firstSeen('number', values.number, label);
    firstSeen('email', values.email, 'e-mail');
    firstSeen('card', values.card_number, 'card number');

    const existing: Member | undefined =
      (values.number && byNumber.get(values.number.toLowerCase())) ||
      (values.email && byEmail.get(values.email.toLowerCase())) ||
      undefined;
    if (existing && existing.role !== role)
      errors.push(`${existing.full_name} is already listed as ${existing.role}`);
    const emailOwner = values.email ? byEmail.get(values.email.toLowerCase()) : undefined;
    if (emailOwner && existing && emailOwner.id !== existing.id)
      errors.push(`e-mail ${values.email} belongs to ${emailOwner.full_name}`);
    const cardOwner = values.card_number ? byCard.get(values.card_number.toLowerCase()) : undefined;
    if (cardOwner && cardOwner.id !== existing?.id)
      errors.push(`card number ${values.card_number} belongs to ${cardOwner.full_name}`);
    if (
      existing &&
      values.number &&
      existing[numberColumn] &&
      existing[numberColumn]!.toLowerCase() !== values.number.toLowerCase()
    ) {
      errors.push(`${existing.full_name} already has ${label} ${existing[numberColumn]}`);
    }
    if (values.group && !groupNames.has(values.group.toLowerCase()))
      groupsToCreate.add(values.group);

    let action: ImportRowResult['action'] = 'create';
    if (errors.length) action = 'error';
    else if (existing) {
      const inGroup =
        !values.group ||
        memberGroups.some(
          (g) =>
            g.member_id === existing.id && g.name.toLowerCase() === values.group!.toLowerCase(),
        );
      const same =
        existing.full_name === values.full_name &&
        (values.email === null || existing.email?.toLowerCase() === values.email) &&
        (values.phone === null || existing.phone === values.phone) &&
        (values.card_number === null || existing.card_number === values.card_number) &&
        (values.number === null || existing[numberColumn] === values.number) &&
        (values.date_of_birth === null || birthOf.get(existing.id) === values.date_of_birth) &&
        existing.status === 'active' &&
        inGroup;
      action = same ? 'unchanged' : 'update';
    }
    return {
      row: rowNumber,
      name: values.full_name,
      number: values.number,
      action,
      errors,
      values,
      existingId: existing?.id ?? null,
    };
  });

  const count = (action: ImportRowResult['action']) =>
    planned.filter((p) => p.action === action).length;
  return {
    total: planned.length,
    creates: count('create'),
    updates: count('update'),
    unchanged: count('unchanged'),
    errors: count('error'),
    rows: planned.map(({ row, name, number, action, errors }) => ({
      row,
      name,
      number,
      action,
      errors,
    })),
    groupsToCreate: [...groupsToCreate],
    planned,
    groupKind: GROUP_KINDS_BY_ORG[org.kind][0]!,
    numberColumn,
  };
}
