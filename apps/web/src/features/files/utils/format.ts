import { formatNumber, type Locale } from '@ias/shared';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB", in the language's digits and separators. */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatNumber(value, locale, { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

export type PreviewKind = 'image' | 'pdf' | null;

/** What the page can show inline (the server proved images and PDFs by their content). */
export function previewKind(mimeType: string | null): PreviewKind {
  if (!mimeType) return null;
  if (/^image\/(png|jpeg|gif|webp)$/.test(mimeType)) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  return null;
}
