import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { catalogue } from '../catalogue';
import { RemindersCard } from './reminders-card';
import { notify } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';
const SETTINGS = {
  check_in_enabled: true,
  check_in_after_minutes: 15,
  check_out_enabled: true,
  check_out_after_minutes: 30,
  roll_call_enabled: true,
  roll_call_after_minutes: 10,
  requests_digest_enabled: true,
  requests_digest_time: '09:00',
  low_attendance_enabled: true,
  low_attendance_weekday: 1,
  kiosk_offline_enabled: true,
  task_due_from: '08:00',
  task_due_until: '12:00',
};

function renderCard() {
  // Saves are confirmed by a toast, shown by the shell's Toaster.
  renderWithProviders(
    <>
      <RemindersCard orgId={ORG} />
      <Toaster />
    </>,
  );
}

describe('RemindersCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(() => {
    cleanup();
    notify.dismissAll();
  });

  it('turns a reminder off, changes its minutes and the digest time, and saves them', async () => {
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'PATCH' ? { ...SETTINGS, ...(options.body as object) } : SETTINGS,
    );
    const user = userEvent.setup();
    renderCard();
    const checkOut = await screen.findByRole('checkbox', { name: /No check-out/ });
    expect(checkOut).toHaveProperty('checked', true);
    await user.click(checkOut);
    const minutes = screen.getByLabelText('Minutes after the start');
    await user.clear(minutes);
    await user.type(minutes, '20');
    const time = screen.getByLabelText('Digest time');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.selectOptions(screen.getByLabelText('Day of the week'), 'Friday');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledWith(`/api/organizations/${ORG}/reminders`, {
      method: 'PATCH',
      body: {
        ...SETTINGS,
        check_out_enabled: false,
        check_in_after_minutes: 20,
        requests_digest_time: '07:30',
        low_attendance_weekday: 5,
      },
    });
    // The minutes of a reminder that is off cannot be changed.
    expect(screen.getByLabelText('Minutes after the end')).toHaveProperty('disabled', true);
  });

  it('says what is wrong with the minutes and sends nothing', async () => {
    mockedFetch.mockResolvedValue(SETTINGS);
    const user = userEvent.setup();
    renderCard();
    const minutes = await screen.findByLabelText('Minutes after the lesson');
    await user.clear(minutes);
    await user.type(minutes, '500');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Enter whole minutes from 0 to 240.')).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledTimes(1); // the first load only
  });

  it('changes the hours of the due-task reminders, refusing a window that ends before it starts', async () => {
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'PATCH' ? { ...SETTINGS, ...(options.body as object) } : SETTINGS,
    );
    const user = userEvent.setup();
    renderCard();
    const from = await screen.findByLabelText('From');
    const until = screen.getByLabelText('Until');
    await user.clear(from);
    await user.type(from, '15:00');
    await user.clear(until);
    await user.type(until, '14:00');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('The start must be earlier than the end.')).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledTimes(1);
    await user.clear(until);
    await user.type(until, '16:30');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeTruthy();
    expect(mockedFetch).toHaveBeenLastCalledWith(`/api/organizations/${ORG}/reminders`, {
      method: 'PATCH',
      body: { ...SETTINGS, task_due_from: '15:00', task_due_until: '16:30' },
    });
  });

  it('offers to try again when the reminders cannot be loaded', async () => {
    mockedFetch.mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'));
    mockedFetch.mockResolvedValueOnce(SETTINGS);
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText(/The reminders could not be loaded/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /Kiosk offline/ })).toBeTruthy();
  });

  it('draws the form in outline while the settings load, then the form itself', async () => {
    // One answer for every request, held back until the test gives it.
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    mockedFetch.mockImplementation(() => held as never);
    renderCard();
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    // Five fields and the save button, where the form will be.
    expect(skeleton.querySelector('[aria-hidden="true"]')?.children).toHaveLength(6);
    answer(SETTINGS);
    expect(await screen.findByRole('button', { name: 'Save reminders' })).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });
});
