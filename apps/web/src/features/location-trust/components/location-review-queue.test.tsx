import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { LocationCheck } from '../api/location-checks';
import { catalogue } from '../catalogue';
import { LocationReviewQueue } from './location-review-queue';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);

const TRAVEL: LocationCheck = {
  id: 'c1',
  member_id: 'm1',
  full_name: 'Priya Nair',
  checked_at: '2026-03-05T04:30:00.000Z',
  latitude: 13.0285,
  longitude: 80.2897,
  accuracy_m: 20,
  accuracy_limit_m: 100,
  site_name: 'Chennai depot',
  distance_m: 12,
  device_id: 'phone-priya-1',
  user_agent: 'Mozilla/5.0 (Linux; Android 14)',
  ip: '203.0.113.7',
  flags: ['impossible_travel'],
  travel_km: 299.5,
  travel_minutes: 30,
  travel_kmh: 599,
  review_status: 'pending',
  reviewed_by_name: null,
  reviewed_at: null,
  review_reason: null,
  can_review: true,
};

describe('LocationReviewQueue', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(cleanup);

  it('draws rows of a list while the queue loads, then the check-ins in their place', async () => {
    let answer: (value: unknown) => void = () => {};
    mockedFetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<LocationReviewQueue orgId="o1" timeZone="Asia/Kolkata" />);
    const skeleton = await screen.findByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(4);
    answer({ checks: [TRAVEL] });
    expect(await screen.findByTestId('location-check')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows why a check-in is flagged, with its device and network', async () => {
    mockedFetch.mockResolvedValue({ checks: [TRAVEL] });
    renderWithProviders(<LocationReviewQueue orgId="o1" timeZone="Asia/Kolkata" />);
    const row = await screen.findByTestId('location-check');
    expect(within(row).getByText('Impossible travel')).toBeTruthy();
    expect(
      within(row).getByText(/At least 299\.5 km .* 30 min earlier: about 599 km\/h/),
    ).toBeTruthy();
    expect(within(row).getByText(/Device phone-pr · Mozilla\/5\.0/)).toBeTruthy();
    expect(within(row).getByText(/Network address 203\.0\.113\.7/)).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledWith(
      '/api/organizations/o1/location-checks?status=pending',
    );
  });

  it('links a check-in outside every site to a map, labelled in words, in a new tab', async () => {
    mockedFetch.mockResolvedValue({
      checks: [
        { ...TRAVEL, site_name: null, distance_m: null, latitude: 12.9716, longitude: 77.5946 },
      ],
    });
    renderWithProviders(<LocationReviewQueue orgId="o1" timeZone="Asia/Kolkata" />);
    const row = await screen.findByTestId('location-check');
    const link = within(row).getByRole('link', { name: 'Outside every site — view on map' });
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=12.9716&mlon=77.5946#map=17/12.9716/77.5946',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Never raw coordinates as text.
    expect(within(row).queryByText(/12\.9716|77\.5946/)).toBeNull();
  });

  it('says how far from its site a check-in at a site was, without a map link', async () => {
    mockedFetch.mockResolvedValue({ checks: [TRAVEL] });
    renderWithProviders(<LocationReviewQueue orgId="o1" timeZone="Asia/Kolkata" />);
    const row = await screen.findByTestId('location-check');
    expect(within(row).getByText(/12 m from Chennai depot\./)).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('rejects only with a reason, after a confirmation', async () => {
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'POST' ? { id: 'c1', review_status: 'rejected' } : { checks: [TRAVEL] },
    );
    const user = userEvent.setup();
    renderWithProviders(<LocationReviewQueue orgId="o1" timeZone="Asia/Kolkata" />);
    await user.click(await screen.findByRole('button', { name: /^Reject the check-in of Priya/ }));
    await user.click(screen.getByRole('button', { name: 'Reject check-in' }));
    expect(await screen.findByText('Write a reason of at least 3 characters.')).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox'), 'On leave in Mysuru');
    await user.click(screen.getByRole('button', { name: 'Reject check-in' }));
    expect(mockedFetch).toHaveBeenCalledWith('/api/location-checks/c1/review', {
      method: 'POST',
      body: { decision: 'reject', reason: 'On leave in Mysuru' },
    });
  });

  it('accepts at once, and says when there is nothing to review', async () => {
    mockedFetch.mockResolvedValueOnce({ checks: [TRAVEL] });
    mockedFetch.mockResolvedValueOnce({ id: 'c1', review_status: 'accepted' });
    mockedFetch.mockResolvedValue({ checks: [] });
    const user = userEvent.setup();
    renderWithProviders(<LocationReviewQueue orgId="o1" />);
    await user.click(await screen.findByRole('button', { name: /^Accept the check-in of Priya/ }));
    expect(mockedFetch).toHaveBeenCalledWith('/api/location-checks/c1/review', {
      method: 'POST',
      body: { decision: 'accept' },
    });
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});
