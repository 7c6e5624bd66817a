import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { sniff } from './sniff.js';

/**
 * What a file is, from its content (its "magic numbers", read by the `file-type` library) and, as
 * a second opinion, its name. Only the kinds an organisation may block are recognised; the image
 * and PDF types are recognised so that a preview is only offered for what really is an image or
 * a PDF.
 */
export type BlockableKind = 'executable' | 'script' | 'archive';

export const BLOCKABLE_KINDS: readonly BlockableKind[] = ['executable', 'script', 'archive'];

/**
 * How many leading bytes the checks need: what `file-type` reads to tell formats apart (its
 * `reasonableDetectionSizeInBytes`, missing from its type declarations).
 */
export const SNIFF_BYTES = 4100;

// What `file-type` names (its `ext`) that a computer runs or installs, and the archives.
const BY_CONTENT: Record<string, BlockableKind> = {
  ...Object.fromEntries(
    [
      'exe',
      'elf',
      'macho',
      'class',
      'jar',
      'apk',
      'deb',
      'rpm',
      'wasm',
      'crx',
      'xpi',
      'lnk',
      'swf',
    ].map((ext) => [ext, 'executable' as const]),
  ),
  ...Object.fromEntries(
    [
      'zip',
      'rar',
      '7z',
      'gz',
      'tar.gz',
      'bz2',
      'xz',
      'tar',
      'cab',
      'zst',
      'lz',
      'lz4',
      'lzh',
      'Z',
      'ar',
      'cpio',
      'arj',
      'ace',
      'iso',
      'asar',
    ].map((ext) => [ext, 'archive' as const]),
  ),
};

const PREVIEW_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

// A ZIP whose documents `file-type` could not see in the first bytes may still be one (docx,
// xlsx, odt…): by content it is only an archive when its name does not say it is a document.
const ZIP_DOCUMENTS = /\.(docx|xlsx|pptx|odt|ods|odp|epub)$/i;

// Names that say "run me" whatever is inside: a Windows program or installer is refused even when
// its content is not recognised, and scripts are text, so their name is what makes them run.
// Names that are as often innocent data (.bin, .dat, .run, .app…) are judged by content alone.
const EXTENSIONS: Record<BlockableKind, RegExp> = {
  executable: /\.(exe|dll|com|scr|msi|msp|cpl|sys|pif|apk|aab|ipa|dmg|deb|rpm|appimage|jar|dex)$/i,
  script:
    /\.(bat|cmd|ps1|psm1|vbs|vbe|wsf|wsh|hta|sh|bash|zsh|csh|ksh|command|js|jse|mjs|py|pl|rb|php)$/i,
  archive: /\.(zip|rar|7z|gz|tgz|tar|bz2|xz|cab|iso)$/i,
};

export type Detected = {
  /** The blockable kind the content (or, failing that, the name) shows, if any. */
  kind: BlockableKind | null;
  /** A previewable type proven by the content (images, PDF), if any. */
  previewType: string | null;
};

/** Judges a file by its first `SNIFF_BYTES` bytes and its name. */
export async function detectKind(head: Uint8Array, fileName: string): Promise<Detected> {
  const found = head.length ? await fileTypeFromBuffer(head) : undefined;
  const byName = kindByName(fileName);
  // A script for an interpreter (#!) is text to `file-type`.
  if (head[0] === 0x23 && head[1] === 0x21) return { kind: 'script', previewType: null };
  if (!found) return { kind: byName, previewType: null };
  if (PREVIEW_TYPES.has(found.mime)) return { kind: byName, previewType: found.mime };
  const kind = BY_CONTENT[found.ext];
  if (kind === 'archive' && found.ext === 'zip' && ZIP_DOCUMENTS.test(fileName))
    return { kind: byName, previewType: null };
  return { kind: kind ?? byName, previewType: null };
}

/**
 * Judges an upload before any of it is stored: reads its first `SNIFF_BYTES` bytes, judges them
 * with `name`, and returns a stream that still yields every byte. The one content check of every
 * write path (/api/files and the storage API); on refusal, `resume()` the returned stream to
 * drain what the client is still sending.
 */
export async function inspectUpload(
  body: Readable,
  name: string,
): Promise<{ stream: Readable; detected: Detected }> {
  const { head, stream } = await sniff(body, SNIFF_BYTES);
  return { stream, detected: await detectKind(head, name) };
}

function kindByName(fileName: string): BlockableKind | null {
  for (const kind of BLOCKABLE_KINDS) if (EXTENSIONS[kind].test(fileName)) return kind;
  return null;
}
