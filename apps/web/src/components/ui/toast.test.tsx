import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import { notify } from './toast';
import { Toaster } from './toaster';

// jsdom has no pointer capture, which sonner's swipe-to-dismiss uses on press.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

function renderToaster() {
  render(
    <I18nProvider i18n={i18n}>
      <button type="button">Elsewhere</button>
      <Toaster />
    </I18nProvider>,
  );
}

describe('notify', () => {
  beforeEach(async () => {
    await act(() => activateLocale('en'));
  });
  afterEach(() => {
    cleanup();
    notify.dismissAll();
  });

  it('shows a save in the polite notifications region without taking the focus', async () => {
    renderToaster();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => {
      notify.saved('Reminders saved.');
    });
    expect(await screen.findByText('Reminders saved.')).toBeTruthy();
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.contains(screen.getByText('Reminders saved.'))).toBe(true);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('offers a translated Undo that calls back once', async () => {
    await act(() => activateLocale('hi'));
    renderToaster();
    const user = userEvent.setup();
    const onUndo = vi.fn();
    act(() => {
      notify.undoable('छुट्टी हटा दी गई।', onUndo);
    });
    await user.click(await screen.findByRole('button', { name: 'वापस लें' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('shows errors too', async () => {
    renderToaster();
    act(() => {
      notify.error('Could not save.');
    });
    expect(await screen.findByText('Could not save.')).toBeTruthy();
  });
});
