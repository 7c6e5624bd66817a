import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { findOverridePeople, postKioskOverride } from '../api/kiosk-api';
import { verifyStaff } from '../api/staff-auth';
import { catalogue } from '../catalogue';
import { KioskOverride } from './kiosk-override';

vi.mock('../api/staff-auth', () => ({ verifyStaff: vi.fn() }));
vi.mock('../api/kiosk-api', () => ({ findOverridePeople: vi.fn(), postKioskOverride: vi.fn() }));

const signOut = vi.fn(() => Promise.resolve());

describe('KioskOverride', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('signs the operator in, marks the chosen person in with the reason, and signs them out', async () => {
    vi.mocked(verifyStaff).mockResolvedValue({ accessToken: 'op-token', signOut } as never);
    vi.mocked(findOverridePeople).mockResolvedValue({
      people: [{ id: 'm1', full_name: 'Dev Malhotra', employee_code: 'E-102', roll_number: null }],
    });
    vi.mocked(postKioskOverride)
      .mockRejectedValueOnce(
        new ApiError(403, 'not_an_operator', 'You can mark in only the people in your groups.'),
      )
      .mockResolvedValueOnce({ message: 'Welcome, Dev — on time' } as never);
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <KioskOverride token="ias_kiosk_x" />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Staff: mark someone in' }));
    await user.type(screen.getByLabelText('E-mail address'), 'suresh@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(verifyStaff).toHaveBeenCalledWith('suresh@example.com', 'secret');
    await user.click(await screen.findByRole('button', { name: /Dev Malhotra/ }));
    await user.type(screen.getByLabelText(/Why neither face nor card worked/), 'ok');
    await user.click(screen.getByRole('button', { name: 'Mark Dev Malhotra in' }));
    expect(await screen.findByText('Give a reason of at least 3 characters.')).toBeTruthy();
    expect(postKioskOverride).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Why neither face nor card worked/), ' — card at home');
    await user.click(screen.getByRole('button', { name: 'Mark Dev Malhotra in' }));
    expect(await screen.findByText('You can mark in only the people in your groups.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark Dev Malhotra in' }));
    expect(await screen.findByText('Welcome, Dev — on time')).toBeTruthy();
    expect(postKioskOverride).toHaveBeenLastCalledWith('ias_kiosk_x', 'op-token', {
      client_id: expect.any(String),
      member_id: 'm1',
      reason: 'ok — card at home',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(signOut).toHaveBeenCalled();
  });
});
