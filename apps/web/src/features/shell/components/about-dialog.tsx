import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { ReleaseBadges, SiteLinkColumns } from '@/components/layout/site-info';
import { useShellT } from '../hooks/use-shell-t';

/**
 * The site footer's content inside the app (its links, the badges and where the product is
 * available), opened from the sidebar so no footer moves under the pages.
 */
export function AboutDialog({ trigger }: { trigger: ReactNode }) {
  const t = useShellT();
  const [isOpen, setIsOpen] = useState(false);
  // Leaving for a page: focus goes to that page's heading, not back to the opener.
  const isLeaving = useRef(false);
  const onNavigate = () => {
    isLeaving.current = true;
    setIsOpen(false);
  };
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (isLeaving.current) event.preventDefault();
            isLeaving.current = false;
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <DialogPrimitive.Title className="pr-10 text-lg font-semibold text-slate-900">
            {t('shell.about.title')}
          </DialogPrimitive.Title>
          <ReleaseBadges className="mt-3" />
          <div className="mt-5">
            <SiteLinkColumns onNavigate={onNavigate} />
          </div>
          <p className="mt-6 border-t border-slate-100 pt-4 text-xs text-slate-600">
            {t('shell.about.copyright', { year: String(new Date().getFullYear()) })}
          </p>
          <DialogPrimitive.Close
            aria-label={t('shell.close')}
            className="absolute right-3 top-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
