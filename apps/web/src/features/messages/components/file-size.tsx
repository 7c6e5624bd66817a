import { formatNumber } from '@ias/shared';
import { useLocale } from '@/features/i18n';
import { useMessagesT } from '../hooks/use-messages-t';

/** A file's size in KB or MB. */
export function FileSize({ bytes }: { bytes: number }) {
  const t = useMessagesT();
  const locale = useLocale();
  if (bytes >= 1024 * 1024)
    return t('messages.file.mb', {
      size: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, locale),
    });
  return t('messages.file.kb', {
    size: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale),
  });
}
