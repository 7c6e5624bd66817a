import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { GuideProgress } from '../api/progress';
import { catalogue } from '../catalogue';
import type { Guide } from '../content/guides';
import { KIND_LABEL } from '../utils/labels';
import { ProgressBadge } from './progress-badge';

/** One guide in a list: a link to it with its kind and the person's progress. */
export function GuideCard({
  guide,
  progress,
  search,
}: {
  guide: Guide;
  progress: GuideProgress | undefined;
  /** The list's search, kept so "All guides" returns to it. */
  search: string;
}) {
  const t = useCatalogueT(catalogue);
  const params = new URLSearchParams(search ? { q: search, guide: guide.id } : { guide: guide.id });
  return (
    <li>
      <Link
        to={{ search: params.toString() }}
        className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="guide-card"
        data-guide={guide.id}
      >
        <span className="min-w-0 flex-1 space-y-1.5">
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="neutral">{t(KIND_LABEL[guide.kind])}</Badge>
            <ProgressBadge progress={progress} />
          </span>
          <span className="block font-semibold text-slate-900">{t(guide.title)}</span>
          <span className="block text-sm text-slate-600">{t(guide.summary)}</span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="mt-1 h-5 w-5 shrink-0 text-slate-400 group-hover:text-brand-600"
        />
      </Link>
    </li>
  );
}
