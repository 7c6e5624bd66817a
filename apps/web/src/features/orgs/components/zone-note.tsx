import { Globe } from 'lucide-react';
import { useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { useOrgsT } from '../hooks/use-orgs-t';
import { browserZone, readerZoneDiffers, zoneAbbreviation } from '../utils/zoned-time';

type Props = {
  /** The organisation's zone, which the times near this note are shown in. */
  timeZone: string;
  /** The reader's zone; the browser's unless a test or a preview says otherwise. */
  readerZone?: string;
  className?: string;
};

/**
 * "Times in IST (Asia/Kolkata)", once near a page's times, only when the reader's clock is not
 * the organisation's: an owner in Dubai then never reads Pune's 9:00 as his own.
 */
export function ZoneNote({ timeZone, readerZone = browserZone(), className }: Props) {
  const t = useOrgsT();
  const locale = useLocale();
  if (!readerZoneDiffers(timeZone, readerZone)) return null;
  return (
    <p
      className={cn('flex items-center gap-1.5 text-xs text-slate-600', className)}
      data-testid="zone-note"
    >
      <Globe aria-hidden="true" className="h-3.5 w-3.5" />
      {t('orgs.zone.note', { abbr: zoneAbbreviation(timeZone, locale), zone: timeZone })}
    </p>
  );
}
