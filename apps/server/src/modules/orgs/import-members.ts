import { type ImportPreview, type ImportRequest, type Locale, ROLES_BY_KIND } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { requireManager } from './access.js';
import { parsePeopleCsv } from './parse-people-csv.js';
import { planImport } from './plan-import.js';
import { asOrgDb, findOrganization } from './repository.js';
import type { ImportJob, ImportJobs } from './run-import.js';

export type ImportAnswer =
  | { kind: 'preview'; preview: ImportPreview & { ignoredColumns: string[] } }
  | { kind: 'started'; job: ImportJob };

/**
 * Bulk import of students/employees/teachers from CSV. A dry run returns the preview with per-row
 * errors; a real run refuses a file that has any error (so nothing is half-imported) and
 * otherwise starts a job whose progress the page polls.
 */
export async function importMembers(
  ctx: AppContext,
  jobs: ImportJobs,
  caller: Caller,
  orgId: string,
  input: Required<ImportRequest>,
  /** The page's language, for the rows' errors that have catalogue texts. */
  locale: Locale = 'en',
): Promise<ImportAnswer> {
  await requireManager(ctx, caller, orgId);
  const db = asOrgDb(ctx.database.db);
  const org = (await findOrganization(db, orgId))!;
  if (!ROLES_BY_KIND[org.kind].includes(input.role))
    throw new AppError(
      422,
      'role_not_allowed',
      org.kind === 'company'
        ? 'A company imports employees.'
        : 'An institute imports students and teachers.',
    );
  const { rows, ignoredColumns } = parsePeopleCsv(input.csv);
  const plan = await planImport(db, org, input.role, rows, locale);
  const { planned: _planned, groupKind: _kind, numberColumn: _column, ...preview } = plan;
  if (input.dry_run) return { kind: 'preview', preview: { ...preview, ignoredColumns } };
  if (plan.errors) {
    throw new AppError(
      422,
      'import_has_errors',
      `${plan.errors} row${plan.errors === 1 ? ' has' : 's have'} errors; fix them and upload again. Nothing was imported.`,
      {
        preview: { ...preview, ignoredColumns },
      },
    );
  }
  return { kind: 'started', job: jobs.start(db, orgId, caller.userId, plan, input.role, ctx.log) };
}
