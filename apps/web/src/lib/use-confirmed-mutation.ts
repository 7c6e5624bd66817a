import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from './error-messages';

/**
 * A mutation on one item (delete, remove, revoke) that runs once the person confirms it:
 * `ask(item)` opens the dialog, `dialogProps` wires a ConfirmDialog. Closing the dialog forgets
 * the last error; success closes it and then runs `onSuccess` (e.g. a refetch).
 */
export function useConfirmedMutation<T>({
  mutationFn,
  onSuccess,
}: {
  mutationFn: (item: T) => Promise<unknown>;
  onSuccess?: () => unknown;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn,
    onSuccess: async () => {
      setTarget(null);
      await onSuccess?.();
    },
  });
  return {
    /** The item waiting for confirmation. */
    target,
    ask: (item: T) => setTarget(item),
    dialogProps: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) {
          setTarget(null);
          mutation.reset();
        }
      },
      onConfirm: () => {
        if (target !== null) mutation.mutate(target);
      },
      isPending: mutation.isPending,
      error: mutation.error ? describeError(mutation.error) : null,
    },
  };
}
