import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as directoryApi from '../api/directory';
import { fetchDirectory } from '../api/directory';
import { catalogue } from '../catalogue';
import { DirectoryCard } from './directory-card';

vi.mock('../api/directory', async (importOriginal) => ({
  ...(await importOriginal<typeof directoryApi>()),
  fetchDirectory: vi.fn(),
}));
vi.mock('@/features/orgs/hooks/use-group-names', () => ({ useGroupNames: () => ({ data: [] }) }));

const PERSON = {
  id: 'p1',
  full_name: 'Meera Nair',
  role: 'teacher' as const,
  email: 'meera@example.com',
  phone: null,
  photo_url: null,
  group_members: [],
};

describe('DirectoryCard loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('outlines six people while the directory loads, then lists them', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    vi.mocked(fetchDirectory).mockImplementation(() => held as never);
    renderWithProviders(<DirectoryCard orgId="o1" orgName="Sunrise School" />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(6);
    answer({ rows: [PERSON], total: 1 });
    expect(await screen.findByText('Meera Nair')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('names a failed load and reads it again on request', async () => {
    vi.mocked(fetchDirectory)
      .mockRejectedValueOnce(new Error('Service unavailable'))
      .mockResolvedValue({ rows: [PERSON], total: 1 });
    renderWithProviders(<DirectoryCard orgId="o1" orgName="Sunrise School" />);
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meera Nair')).toBeTruthy();
  });
});
