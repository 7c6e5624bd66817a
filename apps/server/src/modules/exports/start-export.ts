import { type ExportRequest, slugify } from '@ias/shared';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { localeOfUser } from '../../lib/i18n.js';
import { requireStaff } from '../orgs/access.js';
import { asOrgDb } from '../orgs/repository.js';
import { chosenGroup } from '../reports/get-attendance-report.js';
import * as repo from '../reports/repository.js';
import { readPublicObject } from '../storage/read-object.js';
import { collectExport } from './collect.js';
import { type ExportJobRecord, type ExportJobs, MAX_RUNNING_PER_USER } from './jobs.js';
import { writeRegisterPdf } from './register-pdf.js';
import { writeXlsx } from './xlsx.js';

type Input = Required<Pick<ExportRequest, 'format' | 'from' | 'to'>> & {
  group_id?: string;
  sheet_per_group: boolean;
};

/**
 * Starts an XLSX or PDF export of the attendance report: who may export is decided here, before
 * anything runs (owners the whole organisation, teachers and in-charges their own groups, nobody
 * else), then the file is made in the background.
 */
export async function startExport(
  ctx: AppContext,
  jobs: ExportJobs,
  caller: Caller,
  orgId: string,
  input: Input,
): Promise<ExportJobRecord> {
  const access = await requireStaff(ctx, caller, orgId, 'Exporting the attendance report');
  const db = asOrgDb(ctx.database.reportDb);
  const org = await repo.findReportOrganization(db, orgId);
  const groups = await repo.listGroups(db, orgId, access.can_manage ? null : access.responsible);
  const group = input.group_id ? await chosenGroup(db, orgId, input.group_id, groups) : null;
  if ((await jobs.running(caller.userId)) >= MAX_RUNNING_PER_USER) {
    throw new AppError(
      429,
      'too_many_exports',
      `You have ${MAX_RUNNING_PER_USER} exports running; wait for one to finish.`,
    );
  }
  const locale = await localeOfUser(ctx.database.db, caller.userId);
  const kind = input.format === 'pdf' ? 'register' : 'attendance';
  const fileName = [
    kind,
    slugify(org!.name),
    group ? slugify(group.name) : null,
    input.from,
    'to',
    input.to,
  ]
    .filter(Boolean)
    .join('-');
  const range = { from: input.from, to: input.to, group_id: input.group_id };
  return jobs.start(
    { orgId, userId: caller.userId, format: input.format, fileName: `${fileName}.${input.format}` },
    async (job) => {
      // Reading counts for the first half of the progress, writing for the second.
      const data = await collectExport(ctx, caller, orgId, range, (people) => {
        job.total = Math.max(job.total, 2 * Math.max(people, 1) + 1);
        job.processed = people;
      });
      const people = data.summary.rows.length;
      job.total = 2 * people + 1;
      job.processed = people;
      const wrote = (rows: number) => {
        job.processed = people + Math.min(rows, people);
      };
      if (input.format === 'xlsx') {
        await writeXlsx(
          job.file,
          data,
          { locale, sheetPerGroup: input.sheet_per_group, now: new Date() },
          wrote,
        );
      } else {
        const logo = await logoPng(ctx, data.logoUrl);
        await writeRegisterPdf(job.file, data, { locale, logo }, wrote);
      }
    },
  );
}

/** The organisation's stored logo as a PNG for the register; a logo that cannot be read is left out. */
export async function logoPng(ctx: AppContext, url: string | null): Promise<Buffer | undefined> {
  try {
    const object = await readPublicObject(ctx, url);
    if (!object) return undefined;
    return await sharp(object.bytes, { limitInputPixels: 4096 * 4096 })
      .resize({ width: 320, height: 120, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}
