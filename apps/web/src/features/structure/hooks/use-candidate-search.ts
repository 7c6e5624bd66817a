import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchMemberOptions } from '@/features/orgs/api/member-options';
import { useSettledValue } from '@/lib/use-settled-value';
import { structureKeys } from '../api/structure-keys';

/** A search box's text and the active members matching it (searched 250 ms after typing stops). */
export function useCandidateSearch(orgId: string) {
  const [search, setSearch] = useState('');
  const term = useSettledValue(search.trim(), 250);
  const candidates = useQuery({
    queryKey: [...structureKeys.all(orgId), 'candidates', term],
    queryFn: () => searchMemberOptions(orgId, { search: term, limit: 20 }),
    enabled: term.length > 0,
  });
  return { search, setSearch, term, candidates };
}
