/**
 * What a file is, from its first bytes (its "magic number") and, as a second opinion, its name.
 * Only the kinds an organisation may block are recognised; the image and PDF types are recognised
 * so that a preview is only offered for what really is an image or a PDF.
 */
export type BlockableKind = 'executable' | 'script' | 'archive';

export const BLOCKABLE_KINDS: readonly BlockableKind[] = ['executable', 'script', 'archive'];

/** How many leading bytes the checks need. */
export const SNIFF_BYTES = 64;

type Signature = {
  bytes: number[];
  offset?: number;
  kind: BlockableKind | 'preview';
  mime?: string;
};

const SIGNATURES: Signature[] = [
  { bytes: [0x4d, 0x5a], kind: 'executable' }, // MZ: Windows .exe, .dll, .scr, .sys
  { bytes: [0x7f, 0x45, 0x4c, 0x46], kind: 'executable' }, // ELF: Linux and Android binaries
  { bytes: [0xfe, 0xed, 0xfa, 0xce], kind: 'executable' }, // Mach-O 32-bit
  { bytes: [0xfe, 0xed, 0xfa, 0xcf], kind: 'executable' }, // Mach-O 64-bit
  { bytes: [0xce, 0xfa, 0xed, 0xfe], kind: 'executable' }, // Mach-O 32-bit, little-endian
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], kind: 'executable' }, // Mach-O 64-bit, little-endian
  { bytes: [0xca, 0xfe, 0xba, 0xbe], kind: 'executable' }, // Mach-O universal / Java class
  { bytes: [0x64, 0x65, 0x78, 0x0a], kind: 'executable' }, // dex\n: Android bytecode
  { bytes: [0x23, 0x21], kind: 'script' }, // #!: a script for an interpreter
  { bytes: [0x1f, 0x8b], kind: 'archive' }, // gzip
  { bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], kind: 'archive' }, // RAR
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], kind: 'archive' }, // 7z
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'preview', mime: 'application/pdf' },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: 'preview', mime: 'image/png' },
  { bytes: [0xff, 0xd8, 0xff], kind: 'preview', mime: 'image/jpeg' },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: 'preview', mime: 'image/gif' },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, kind: 'preview', mime: 'image/webp' },
];

// A ZIP is a document (docx, xlsx, odt…) as often as an archive; by content it is only an archive
// when its name does not say it is one of those.
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_DOCUMENTS = /\.(docx|xlsx|pptx|odt|ods|odp|epub)$/i;

const EXTENSIONS: Record<BlockableKind, RegExp> = {
  executable:
    /\.(exe|dll|com|scr|msi|msp|cpl|sys|pif|apk|aab|ipa|app|dmg|pkg|deb|rpm|appimage|bin|elf|jar|class|dex)$/i,
  script:
    /\.(bat|cmd|ps1|psm1|vbs|vbe|wsf|wsh|hta|sh|bash|zsh|csh|ksh|command|run|js|jse|mjs|py|pl|rb|php)$/i,
  archive: /\.(zip|rar|7z|gz|tgz|tar|bz2|xz|cab|iso)$/i,
};

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => head[offset + i] === byte);
}

export type Detected = {
  /** The blockable kind the content (or, failing that, the name) shows, if any. */
  kind: BlockableKind | null;
  /** A previewable type proven by the content (images, PDF), if any. */
  previewType: string | null;
};

export function detectKind(head: Uint8Array, fileName: string): Detected {
  for (const signature of SIGNATURES) {
    if (!startsWith(head, signature.bytes, signature.offset)) continue;
    if (signature.kind === 'preview') {
      // RIFF....WEBP: the RIFF header must be there too.
      if (signature.mime === 'image/webp' && !startsWith(head, [0x52, 0x49, 0x46, 0x46])) continue;
      return { kind: kindByName(fileName), previewType: signature.mime ?? null };
    }
    return { kind: signature.kind, previewType: null };
  }
  if (startsWith(head, ZIP) && !ZIP_DOCUMENTS.test(fileName)) {
    return { kind: kindByName(fileName) ?? 'archive', previewType: null };
  }
  return { kind: kindByName(fileName), previewType: null };
}

function kindByName(fileName: string): BlockableKind | null {
  for (const kind of BLOCKABLE_KINDS) if (EXTENSIONS[kind].test(fileName)) return kind;
  return null;
}
