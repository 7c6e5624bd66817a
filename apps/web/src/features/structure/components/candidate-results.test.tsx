import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { MemberOption } from '@/features/orgs/api/member-options';
import { CandidateResults } from './candidate-results';
import type { useCandidateSearch } from '../hooks/use-candidate-search';

type Search = ReturnType<typeof useCandidateSearch>;
const search = (candidates: Partial<Search['candidates']>) =>
  ({ term: 'asha', candidates }) as unknown as Search;

afterEach(cleanup);

describe('CandidateResults', () => {
  it('draws rows of a list while the search runs, then the people found', async () => {
    const view = renderWithProviders(
      <CandidateResults search={search({ isLoading: true, data: undefined })}>
        {(p) => <li key={p.id}>{p.full_name}</li>}
      </CandidateResults>,
    );
    const skeleton = screen.getByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(2);
    const found = [{ id: 'm1', full_name: 'Asha Rao' }] as MemberOption[];
    await act(async () => view.unmount());
    renderWithProviders(
      <CandidateResults search={search({ isLoading: false, data: found })}>
        {(p) => <li key={p.id}>{p.full_name}</li>}
      </CandidateResults>,
    );
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
