import { localizedError } from '../../lib/errors.js';
import type { BlockableKind } from './detect-kind.js';

/** Sizes in messages: 1 decimal below 10, none above ("7.5 MB", "20 GB"). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

/** The errors /api/files answers with, in the caller's language. */
export const fileErrors = {
  notFound: () => localizedError(404, 'file_not_found', 'error.files.notFound'),
  spaceNotFound: () => localizedError(404, 'space_not_found', 'error.files.spaceNotFound'),
  readOnly: () => localizedError(403, 'space_read_only', 'error.files.readOnly'),
  quotaExceeded: (needed: number, left: number, quota: number) =>
    localizedError(
      413,
      'quota_exceeded',
      'error.files.quotaExceeded',
      {
        needed: formatBytes(needed),
        left: formatBytes(Math.max(0, left)),
        quota: formatBytes(quota),
      },
      { needed_bytes: needed, left_bytes: Math.max(0, left), quota_bytes: quota },
    ),
  blocked: (name: string, kind: BlockableKind) =>
    localizedError(415, 'file_type_blocked', 'error.files.blocked', { name, kind }, { kind }),
  tooLarge: (limit: number) =>
    localizedError(413, 'file_too_large', 'error.files.tooLarge', { limit: formatBytes(limit) }),
  nameTaken: (name: string) => localizedError(409, 'name_taken', 'error.files.nameTaken', { name }),
  badName: () => localizedError(400, 'invalid_name', 'error.files.badName'),
  badFolder: () => localizedError(400, 'invalid_folder', 'error.files.badFolder'),
  cycle: () => localizedError(400, 'folder_cycle', 'error.files.cycle'),
  notInTrash: () => localizedError(409, 'not_in_trash', 'error.files.notInTrash'),
  linkInvalid: () => localizedError(404, 'link_invalid', 'error.files.linkInvalid'),
  shareExpiry: () => localizedError(400, 'invalid_expiry', 'error.files.shareExpiry'),
  adminOnly: () => localizedError(403, 'admin_only', 'error.files.adminOnly'),
  ownerOnly: () => localizedError(403, 'owner_only', 'error.files.ownerOnly'),
};

type PgError = { code?: string; hint?: string; constraint?: string };

/** Database refusals of a file write, as the messages people read. */
export function fromFileWriteError(error: unknown, name: string): Error {
  const pg = error as PgError;
  if (pg.code === '23505') return fileErrors.nameTaken(name);
  if (pg.hint === 'files_parent') return fileErrors.badFolder();
  if (pg.hint === 'files_cycle') return fileErrors.cycle();
  if (pg.code === '23514') return fileErrors.badName();
  if (pg.code === '42501') return fileErrors.readOnly();
  return error as Error;
}
