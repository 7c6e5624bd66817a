import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@/features/orgs/api/organization';
import { renderWithProviders } from '@/test/render-with-providers';
import type { BiometricOverview, MemberChoice } from '../api/biometric';
import { PinsSection } from './pins-section';

const fetchMemberChoices = vi.fn<() => Promise<MemberChoice[]>>();
vi.mock('../api/biometric', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchMemberChoices: () => fetchMemberChoices(),
}));

const organization = { id: 'o1', timezone: 'Asia/Kolkata' } as Organization;
const overview: BiometricOverview = {
  devices: [],
  pins: [],
  unknown_pins: [
    { pin: '42', punches: 3, first_at: '2026-11-20T03:30:00Z', last_at: '2026-11-21T03:30:00Z' },
  ],
  recent: [],
  unknown_serials: [],
};

beforeEach(() => {
  fetchMemberChoices.mockReset();
});
afterEach(cleanup);

describe('PinsSection', () => {
  it('draws the mapping form’s fields while the people load, then the form', async () => {
    let answer: (value: MemberChoice[]) => void = () => {};
    fetchMemberChoices.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<PinsSection organization={organization} overview={overview} />);
    const skeleton = await screen.findByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-pin-field')).toHaveLength(2);
    expect(screen.queryByRole('combobox')).toBeNull();
    answer([{ id: 'm1', full_name: 'Asha Rao', employee_code: 'E-1' } as MemberChoice]);
    expect(await screen.findByRole('combobox')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
