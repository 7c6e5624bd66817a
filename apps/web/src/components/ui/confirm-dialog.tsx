import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { useT } from '@/features/i18n';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, in plain words (and what will not, e.g. "history is kept"). */
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /** An error from the last attempt, shown above the buttons. */
  error?: string | null;
  /** Destructive actions get a red button. */
  isDestructive?: boolean;
  children?: ReactNode;
};

/** Asks before an action that cannot simply be undone (remove, revoke, delete). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending,
  error,
  isDestructive = true,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            {t('ui.cancel')}
          </Button>
          <Button
            variant={isDestructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            isLoading={isPending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children || error ? (
        <>
          {children}
          {error ? (
            <Alert variant="error" className={children ? 'mt-4' : undefined}>
              {error}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
