import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import { useT } from '@/features/i18n';

export type FormDialogProps = Omit<DialogProps, 'footer' | 'children'> & {
  /** The text of the submit button, e.g. "Save site". */
  submitLabel: ReactNode;
  isSubmitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
};

/** A dialog around one form, with Cancel and the submit button at the bottom. */
export function FormDialog({
  submitLabel,
  isSubmitting,
  onSubmit,
  children,
  ...dialog
}: FormDialogProps) {
  const t = useT();
  const formId = useId();
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button variant="outline" onClick={() => dialog.onOpenChange(false)}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
