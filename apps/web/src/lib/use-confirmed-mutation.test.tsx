import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { renderWithProviders } from '@/test/render-with-providers';
import { useConfirmedMutation } from './use-confirmed-mutation';

type Item = { id: string; name: string };

function Items({
  mutationFn,
  onSuccess,
}: {
  mutationFn: (item: Item) => Promise<unknown>;
  onSuccess: () => unknown;
}) {
  const remove = useConfirmedMutation({ mutationFn, onSuccess });
  return (
    <>
      <Button onClick={() => remove.ask({ id: 'a', name: 'Main campus' })}>Remove</Button>
      <ConfirmDialog
        {...remove.dialogProps}
        title={`Remove ${remove.target?.name ?? 'site'}?`}
        confirmLabel="Remove site"
      />
    </>
  );
}

function renderItems(mutationFn: (item: Item) => Promise<unknown>, onSuccess = vi.fn()) {
  renderWithProviders(<Items mutationFn={mutationFn} onSuccess={onSuccess} />);
  return onSuccess;
}

describe('useConfirmedMutation', () => {
  afterEach(cleanup);

  it('runs on the item once confirmed, then closes and calls onSuccess', async () => {
    const user = userEvent.setup();
    const mutationFn = vi.fn().mockResolvedValue(null);
    const onSuccess = renderItems(mutationFn);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('dialog', { name: 'Remove Main campus?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove site' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ id: 'a', name: 'Main campus' });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('shows a failure in the dialog and forgets it once the dialog is closed', async () => {
    const user = userEvent.setup();
    renderItems(() => Promise.reject(new Error('Network down')));

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove site' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('dialog').querySelector('[role="alert"]')).toBeNull();
  });
});
