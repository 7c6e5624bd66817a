import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Organization } from '../api/organization';
import type { SetupCounts } from '../utils/setup-checklist';
import { SetupChecklistCard } from './setup-checklist-card';

let answer: (counts: SetupCounts) => void = () => {};
let fail: (error: Error) => void = () => {};
const fetchSetupCounts = vi.fn(
  () =>
    new Promise<SetupCounts>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    }),
);
vi.mock('../api/setup-counts', () => ({ fetchSetupCounts: () => fetchSetupCounts() }));

const organization = { id: 'o1', kind: 'company', name: 'Acme' } as Organization;

function renderCard() {
  renderWithProviders(
    <MemoryRouter>
      <SetupChecklistCard organization={organization} basePath="/owner" />
    </MemoryRouter>,
  );
}

describe('SetupChecklistCard', () => {
  beforeEach(() => {
    fetchSetupCounts.mockClear();
  });
  afterEach(cleanup);

  it('draws one skeleton row per step while the counts load, then the steps in their place', async () => {
    renderCard();
    const skeleton = screen.getByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    const rows = skeleton.querySelectorAll('li');
    expect(rows.length).toBeGreaterThan(2);
    await act(async () =>
      answer({ groups: 1, people: 0, classSessions: 0, shifts: 0, devices: 0 }),
    );
    const list = await screen.findByTestId('setup-checklist');
    expect(list.querySelectorAll(':scope > li')).toHaveLength(rows.length);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names a failed load and reads again on Try again', async () => {
    renderCard();
    await act(async () => fail(new Error('Service unavailable')));
    expect(await screen.findByText(/Service unavailable|went wrong/i)).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(fetchSetupCounts).toHaveBeenCalledTimes(2);
  });
});
