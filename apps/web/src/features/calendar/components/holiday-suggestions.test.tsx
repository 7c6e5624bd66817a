import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { catalogue } from '../catalogue';
import { HolidaySuggestions } from './holiday-suggestions';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';

/** What the server answers for a state (as modules/calendar/holiday-suggestions.ts does). */
function answer(path: string) {
  const asked = new URL(path, 'http://x').searchParams.get('state');
  const state = asked === 'none' ? null : (asked ?? 'KL');
  const holidays = [
    { date: '2026-01-26', name: 'Republic Day', source: 'national', approximate: false },
    ...(state === 'KL'
      ? [{ date: '2026-08-25', name: 'First Onam', source: 'state', approximate: true }]
      : []),
  ].map((h) => ({ ...h, existing: null }));
  return {
    year: 2026,
    state,
    org_state: 'KL',
    state_listed: state ? state === 'KL' : null,
    years: [2026, 2027],
    states: [],
    holidays,
  };
}

describe("HolidaySuggestions with the organisation's state", () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => {
    mockedFetch.mockReset();
    mockedFetch.mockImplementation(async (path) => answer(String(path)));
  });
  afterEach(cleanup);
  afterAll(() => activateLocale('en'));

  it("starts from the organisation's state, then lets the owner choose another or none", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HolidaySuggestions orgId={ORG} defaultYear={2026} />);
    expect(await screen.findByRole('checkbox', { name: 'Add First Onam' })).toBeTruthy();
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.value).toBe('KL');
    // The first request asked for no state: the server used the organisation's.
    expect(String(mockedFetch.mock.calls[0]![0])).not.toContain('state=');
    // All 36 states and union territories, and "national only".
    expect(state.options).toHaveLength(37);

    await user.selectOptions(state, 'Goa');
    expect(
      await screen.findByText(/no list of Goa’s own holidays here yet/, { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Add First Onam' })).toBeNull();

    await user.selectOptions(state, 'National holidays only');
    await waitFor(() => expect(String(mockedFetch.mock.lastCall![0])).toContain('state=none'));
    expect(await screen.findByRole('checkbox', { name: 'Add Republic Day' })).toBeTruthy();
    expect(screen.queryByText(/own holidays here yet/)).toBeNull();
  });

  it('names the states in Hindi when the page is in Hindi', async () => {
    await activateLocale('hi');
    await catalogue.ready();
    renderWithProviders(<HolidaySuggestions orgId={ORG} defaultYear={2026} />);
    await screen.findByRole('checkbox', { name: /First Onam/ });
    const names = [...document.querySelectorAll('option')].map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['केरल', 'महाराष्ट्र', 'पश्चिम बंगाल']));
  });
});
