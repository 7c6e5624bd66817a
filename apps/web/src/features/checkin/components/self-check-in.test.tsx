import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { CheckInContext } from '../api/self-check-in';
import { SelfCheckIn } from './self-check-in';

vi.mock('@/features/orgs/hooks/use-my-memberships', () => ({
  useMyMemberships: () => ({
    memberships: [{ id: 'm1', org_id: 'o1', status: 'active' }],
  }),
}));
const fetchCheckInContext = vi.fn<() => Promise<CheckInContext>>();
vi.mock('../api/self-check-in', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchCheckInContext: () => fetchCheckInContext(),
}));

const context: CheckInContext = {
  organization: {
    id: 'o1',
    name: 'Ganga Traders',
    timezone: 'Asia/Kolkata',
    allowed_methods: ['geofence'],
    liveness_required: false,
    face_verification: false,
  },
  sites: [],
  today: null,
};

const renderCard = () =>
  renderWithProviders(
    <MemoryRouter>
      <SelfCheckIn orgId="o1" />
    </MemoryRouter>,
  );

beforeEach(() => {
  fetchCheckInContext.mockReset();
});
afterEach(cleanup);

describe('SelfCheckIn', () => {
  it('draws the line and the button while the organisation’s rules load, then the card', async () => {
    let answer: (value: CheckInContext) => void = () => {};
    fetchCheckInContext.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCard();
    const skeleton = await screen.findByTestId('skeleton-check-in');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    answer(context);
    expect(await screen.findByText(/Ganga Traders/)).toBeTruthy();
    expect(screen.queryByTestId('skeleton-check-in')).toBeNull();
  });

  it('names a failed load and reads the rules again on Try again', async () => {
    fetchCheckInContext.mockRejectedValueOnce(new Error('Service unavailable'));
    fetchCheckInContext.mockResolvedValueOnce(context);
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Ganga Traders/)).toBeTruthy();
    expect(fetchCheckInContext).toHaveBeenCalledTimes(2);
  });
});
