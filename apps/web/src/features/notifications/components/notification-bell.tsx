import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { useUnreadNotifications } from '../hooks/use-notifications';
import { NotificationPanel } from './notification-panel';

/** The bell in the top bar: the live unread count, and the person's notifications on click. */
export function NotificationBell() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const userId = useAuth().user?.id;
  const [isOpen, setIsOpen] = useState(false);
  const unread = useUnreadNotifications(userId);
  const count = unread.data ?? 0;
  useEffect(() => {
    // The shell is on every page: fetch this feature's texts in the language in use.
    void catalogue.ready().catch(() => undefined);
  }, [locale]);

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
      <DialogPrimitive.Trigger
        aria-label={
          count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label')
        }
        title={t('notifications.bell.label')}
        data-testid="notifications-bell"
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notifications-count"
            className="absolute right-0.5 top-0.5 min-w-[1.125rem] rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-[1.125rem] text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-testid="notifications-panel"
          aria-describedby={undefined}
          className="fixed right-2 top-14 z-50 flex max-h-[min(32rem,calc(100dvh-4.5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-slate-200 bg-white shadow-lg focus:outline-none sm:right-4"
        >
          <NotificationPanel
            userId={userId}
            unreadCount={count}
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
