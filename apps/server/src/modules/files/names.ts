import { fileErrors } from './file-errors.js';

/** A name as people type it, checked as the database checks it (see 0025_files.sql). */
export function parseName(value: unknown): string {
  if (typeof value !== 'string') throw fileErrors.badName();
  const name = value.normalize('NFC').trim();
  // eslint-disable-next-line no-control-regex
  if (name.length < 1 || name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name)) {
    throw fileErrors.badName();
  }
  if (name === '.' || name === '..') throw fileErrors.badName();
  return name;
}
