import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { localizedError } from '../../lib/errors.js';
import { detectKind, SNIFF_BYTES } from '../files/detect-kind.js';
import { storageDriverFor } from '../storage/local-driver.js';
import type { LeaveType } from './ledger.js';

/**
 * Supporting documents of leave (migration 0062): the person uploads the file through the storage
 * API into the private bucket 'leave-documents', under '<org id>/<member id>/', and names it when
 * filing. The bucket checks the declared type and the size; here the file's first bytes must prove
 * it a PDF or an image, whatever it was called or declared as.
 */
export const LEAVE_DOCUMENTS_BUCKET = 'leave-documents';
const DOCUMENT_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

/** Whether a leave of `days` days of this type needs a supporting document. */
export function needsDocument(type: Pick<LeaveType, 'documents_after_days'>, days: number) {
  return type.documents_after_days !== null && days > type.documents_after_days;
}

/** The path's file name without the folders (and the upload's unique prefix, when it has one). */
const fileNameOf = (path: string) =>
  path
    .slice(path.lastIndexOf('/') + 1)
    .replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i, '');

/**
 * Checks the document named for a leave: in the person's own folder, uploaded, and a PDF or an
 * image by its content. Answers what the request keeps.
 */
export async function checkLeaveDocument(
  ctx: AppContext,
  member: { id: string; org_id: string },
  input: { document_path: string; document_name?: string | undefined },
): Promise<{ document_path: string; document_name: string }> {
  const path = input.document_path;
  const folder = `${member.org_id}/${member.id}/`;
  if (!path.startsWith(folder) || path.includes('..') || path.length <= folder.length)
    throw localizedError(400, 'document_not_found', 'error.leave.documentNotFound');
  const { rows } = await sql<{ version: string }>`
    select version from storage.objects
     where bucket_id = ${LEAVE_DOCUMENTS_BUCKET} and name = ${path}`.execute(ctx.database.db);
  const version = rows[0]?.version;
  if (!version) throw localizedError(400, 'document_not_found', 'error.leave.documentNotFound');
  const name = (input.document_name?.trim() || fileNameOf(path)).slice(0, 200);
  const head = await readHead(ctx, path, version);
  const { previewType } = await detectKind(head, name);
  if (!previewType || !DOCUMENT_TYPES.has(previewType))
    throw localizedError(400, 'document_type', 'error.leave.documentType');
  return { document_path: path, document_name: name };
}

async function readHead(ctx: AppContext, name: string, version: string): Promise<Buffer> {
  try {
    const stream = await storageDriverFor(ctx.config).get(
      { bucket: LEAVE_DOCUMENTS_BUCKET, name, version },
      { start: 0, end: SNIFF_BYTES - 1 },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
  } catch {
    throw localizedError(400, 'document_not_found', 'error.leave.documentNotFound');
  }
}
