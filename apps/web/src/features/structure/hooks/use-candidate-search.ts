import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchMemberOptions } from '@/features/orgs/api/member-options';
import { structureKeys } from '../api/structure-keys';

/** A search box's text and the active members matching it (searched 250 ms after typing stops). */
export function useCandidateSearch(orgId: string) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const candidates = useQuery({
    queryKey: [...structureKeys.all(orgId), 'candidates', term],
    queryFn: () => searchMemberOptions(orgId, { search: term, limit: 20 }),
    enabled: term.length > 0,
  });
  return { search, setSearch, term, candidates };
}
