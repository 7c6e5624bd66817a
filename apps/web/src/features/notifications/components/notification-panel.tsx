import * as DialogPrimitive from '@radix-ui/react-dialog';
import { deviceZone, formatDateTimeIn } from '@ias/shared';
import { BellOff, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { cn } from '@/lib/cn';
import type { AppNotification } from '../api/notifications';
import { catalogue } from '../catalogue';
import { useLatestNotifications, useMarkRead } from '../hooks/use-notifications';
import { describeNotification } from '../utils/describe-notification';

/** The bell's panel: the latest notifications, mark read, mark all read, open what it is about. */
export function NotificationPanel({
  userId,
  unreadCount,
  isOpen,
  onClose,
}: {
  userId: string | undefined;
  unreadCount: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const latest = useLatestNotifications(userId, isOpen);
  const markRead = useMarkRead(userId);
  const items = latest.data ?? [];
  const zoneOf = useOrganisationZones();

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <DialogPrimitive.Title className="text-sm font-semibold text-slate-900">
          {t('notifications.panel.title')}
        </DialogPrimitive.Title>
        {unreadCount > 0 ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => markRead.mutate(null)}
            disabled={markRead.isPending}
          >
            {t('notifications.panel.markAllRead')}
          </Button>
        ) : null}
      </div>
      {markRead.isError ? (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700">
          {t('notifications.panel.actionError')}
        </p>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {latest.isPending ? (
          <SkeletonList rows={5} avatar className="px-4" label={t('notifications.panel.loading')} />
        ) : latest.isError ? (
          <div role="alert" className="space-y-2 px-4 py-6 text-sm text-slate-700">
            <p>{t('notifications.panel.error')}</p>
            <Button variant="outline" size="sm" onClick={() => void latest.refetch()}>
              {t('notifications.panel.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <BellOff aria-hidden="true" className="h-5 w-5" />
            </span>
            <p className="font-medium text-slate-900">{t('notifications.panel.empty')}</p>
            <p className="text-sm text-slate-600">{t('notifications.panel.emptyHint')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="notifications-list">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                timeZone={zoneOf(item.org_id)}
                onOpen={() => {
                  if (!item.read_at) markRead.mutate(item.id);
                  onClose();
                }}
                onMarkRead={() => markRead.mutate(item.id)}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-100 px-4 py-2.5">
        <Link
          to="/profile#notifications"
          onClick={onClose}
          className="rounded text-sm font-medium text-brand-700 hover:underline"
        >
          {t('notifications.panel.settings')}
        </Link>
      </div>
    </>
  );
}

/**
 * The zone a notification's time is shown in: its organisation's, as every time in the product
 * (the zone written beside it when the reader's clock is elsewhere); the first organisation's for
 * an account notice; the reader's own only for someone in none.
 */
function useOrganisationZones() {
  const { memberships, active } = useMyMemberships();
  return (orgId: string | null | undefined): string =>
    memberships.find((m) => m.org_id === orgId)?.organization?.timezone ??
    active?.organization?.timezone ??
    deviceZone();
}

function NotificationItem({
  item,
  timeZone,
  onOpen,
  onMarkRead,
}: {
  item: AppNotification;
  timeZone: string;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const text = describeNotification(item, t, locale);
  if (!text) return null;
  const isUnread = !item.read_at;
  const content = (
    <>
      <span
        className={cn(
          'block text-sm',
          isUnread ? 'font-semibold text-slate-900' : 'text-slate-800',
        )}
      >
        {isUnread ? <span className="sr-only">{t('notifications.panel.unread')}: </span> : null}
        {text.title}
      </span>
      <span className="mt-0.5 block text-sm text-slate-600">{text.body}</span>
      {text.note ? (
        <span className="mt-0.5 block text-sm italic text-slate-600">{text.note}</span>
      ) : null}
      <time dateTime={item.created_at} className="mt-1 block text-xs text-slate-500">
        {formatDateTimeIn(item.created_at, timeZone, locale, { readerZone: deviceZone() })}
      </time>
    </>
  );
  return (
    <li
      className={cn('flex items-start gap-2 px-4 py-3', isUnread && 'bg-brand-50/60')}
      data-unread={isUnread}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
          isUnread ? 'bg-brand-600' : 'bg-transparent',
        )}
      />
      {item.link ? (
        <Link
          to={item.link}
          onClick={onOpen}
          className="min-w-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {content}
        </Link>
      ) : (
        <div className="min-w-0 flex-1">{content}</div>
      )}
      {isUnread ? (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={`${t('notifications.panel.markRead')}: ${text.title}`}
          title={t('notifications.panel.markRead')}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Check aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </li>
  );
}
