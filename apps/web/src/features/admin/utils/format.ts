import { formatDate, formatDateTime } from '@ias/shared';
import { currentLocale } from '@/features/i18n';

/** Admin screens show instants in Indian time, where the product is used, in the reader's language. */
const ZONE = 'Asia/Kolkata';

export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatDate(iso, currentLocale(), { timeZone: ZONE });
}

export function formatAdminDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return `${formatDateTime(iso, currentLocale(), { timeZone: ZONE })} IST`;
}
