import type { ReactNode } from 'react';
import { SkeletonList } from '@/components/ui';
import type { MemberOption } from '@/features/orgs/api/member-options';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import type { useCandidateSearch } from '../hooks/use-candidate-search';

/** The members matching a search, one `<li>` each from `children`; nothing until one types. */
export function CandidateResults({
  search: { term, candidates },
  children,
}: {
  search: ReturnType<typeof useCandidateSearch>;
  children: (person: MemberOption) => ReactNode;
}) {
  const t = useCatalogueT(catalogue);
  if (!term) return null;
  if (candidates.isLoading) {
    return <SkeletonList rows={2} className="rounded-xl border border-slate-200 px-3" />;
  }
  if (!candidates.data?.length) {
    return <p className="text-sm text-slate-600">{t('structure.search.noMatch', { term })}</p>;
  }
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200"
      aria-label={t('structure.search.results')}
    >
      {candidates.data.map(children)}
    </ul>
  );
}
