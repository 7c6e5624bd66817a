import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

/**
 * The notification bell. Nothing sends notifications yet, so it opens an honest, empty panel
 * (no count is shown) with the way to what is waiting: the dashboard.
 */
export function NotificationsButton({ dashboard }: { dashboard: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
      <DialogPrimitive.Trigger
        aria-label="Notifications"
        title="Notifications"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-testid="notifications-panel"
          className="fixed right-2 top-14 z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-5 shadow-lg focus:outline-none sm:right-4"
        >
          <DialogPrimitive.Title className="text-sm font-semibold text-slate-900">
            Notifications
          </DialogPrimitive.Title>
          <div className="mt-4 flex flex-col items-center gap-2 py-2 text-center">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <BellOff aria-hidden="true" className="h-5 w-5" />
            </span>
            <p className="font-medium text-slate-900">No notifications yet</p>
            <DialogPrimitive.Description className="text-sm text-slate-600">
              Notifications are not sent in this version. Requests and approvals waiting for you are
              on your dashboard.
            </DialogPrimitive.Description>
            <Link
              to={dashboard}
              onClick={() => setIsOpen(false)}
              className="mt-1 rounded text-sm font-medium text-brand-700 hover:underline"
            >
              Go to your dashboard
            </Link>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
