import { isUserType } from '@ias/shared';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, EmptyState } from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCatalogueT } from '@/features/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { GuideProgress } from '../api/progress';
import { catalogue } from '../catalogue';
import { GUIDES, type Guide, guideById } from '../content/guides';
import { useProgress } from '../hooks/use-progress';
import { guidesFor, searchGuides } from '../utils/guides';
import { AUDIENCE_LABEL } from '../utils/labels';
import { GuideCard } from './guide-card';
import { GuideView } from './guide-view';

/** /tutorials: the person's own guides first, a search over all, one guide at ?guide=<id>. */
export function TutorialsPage() {
  const t = useCatalogueT(catalogue);
  useDocumentTitle(t('tutorials.page.title'));
  const { profile } = useAuth();
  const type = isUserType(profile?.user_type) ? profile.user_type : null;
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const guideId = params.get('guide');
  const guide = guideById(guideId);
  const { query, byGuide, change } = useProgress();

  const mine = guidesFor(type);
  const doneOfMine = mine.filter((g) => byGuide.get(g.id)?.status === 'done').length;

  let body;
  if (guideId && guide) {
    body = (
      <GuideView
        guide={guide}
        type={type}
        progress={byGuide.get(guide.id)}
        onChange={(next) => change.mutate(next)}
        isSaving={change.isPending}
        saveError={change.isError}
        backTo={search ? new URLSearchParams({ q: search }).toString() : ''}
      />
    );
  } else if (guideId) {
    body = <Alert variant="warning">{t('tutorials.guide.notFound')}</Alert>;
  } else {
    const results = searchGuides(search, t);
    body = (
      <div className="space-y-8">
        <SearchInput
          aria-label={t('tutorials.page.search')}
          placeholder={t('tutorials.page.searchPlaceholder')}
          value={search}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
          className="max-w-md"
        />
        {query.isError ? (
          <Alert variant="warning">
            {t('tutorials.page.progressError')}{' '}
            <button className="font-semibold underline" onClick={() => void query.refetch()}>
              {t('tutorials.page.retry')}
            </button>
          </Alert>
        ) : null}
        {search ? (
          results.length ? (
            <GuideList
              id="search-results"
              title={t('tutorials.page.all')}
              guides={results}
              progress={byGuide}
              search={search}
            />
          ) : (
            <EmptyState
              icon={SearchX}
              title={t('tutorials.page.noMatch', { query: search })}
              description={t('tutorials.page.noMatchHint')}
            />
          )
        ) : (
          <>
            {type ? (
              <GuideList
                id="for-you"
                title={t('tutorials.page.forYou')}
                hint={`${t('tutorials.page.forYouHint', { audience: t(AUDIENCE_LABEL[type]) })} ${t('tutorials.page.progress', { done: doneOfMine, total: mine.length })}`}
                guides={mine}
                progress={byGuide}
                search=""
              />
            ) : (
              <Alert variant="info">{t('tutorials.page.forYouNoType')}</Alert>
            )}
            <GuideList
              id="all-guides"
              title={t('tutorials.page.all')}
              guides={GUIDES.filter((g) => !mine.includes(g))}
              progress={byGuide}
              search=""
            />
          </>
        )}
      </div>
    );
  }

  return (
    <PageContainer className="space-y-8">
      <PageHeader title={t('tutorials.page.title')} description={t('tutorials.page.description')} />
      {body}
    </PageContainer>
  );
}

function GuideList({
  id,
  title,
  hint,
  guides,
  progress,
  search,
}: {
  id: string;
  title: string;
  hint?: string;
  guides: readonly Guide[];
  progress: Map<string, GuideProgress>;
  search: string;
}) {
  if (!guides.length) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby={id}>
        {guides.map((guide) => (
          <GuideCard
            key={guide.id}
            guide={guide}
            progress={progress.get(guide.id)}
            search={search}
          />
        ))}
      </ul>
    </section>
  );
}
