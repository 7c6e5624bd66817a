import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMarketingT } from '../hooks/use-marketing-t';
import { PageHero } from './page-hero';
import { Prose } from './prose';
import { documentCatalogue } from '@/features/marketing/catalogues/document';

/** A heading of the page: its anchor and its words (a string, or a catalogue message). */
export type TocEntry = { id: string; label: ReactNode; level?: 2 | 3 };

export type DocumentLayoutProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** e.g. 'Last updated 1 November 2026'. */
  meta?: ReactNode;
  toc: readonly TocEntry[];
  children: ReactNode;
};

/** Docs and policies: a hero, a table of contents (sticky on wide screens) and the text. */
export function DocumentLayout({ eyebrow, title, lead, meta, toc, children }: DocumentLayoutProps) {
  const t = useMarketingT(documentCatalogue);
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={
          <>
            {lead}
            {meta ? <p className="mt-3 text-sm text-slate-600">{meta}</p> : null}
          </>
        }
      />
      <div className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[15rem_1fr] lg:px-8">
          <nav
            aria-label={t('marketing.doc.onThisPage')}
            className="lg:sticky lg:top-24 lg:self-start"
          >
            <details className="group rounded-xl border border-slate-200 bg-slate-50 p-4 lg:hidden">
              <summary className="cursor-pointer text-sm font-semibold text-slate-900">
                {t('marketing.doc.onThisPage')}
              </summary>
              <TocList toc={toc} />
            </details>
            <div className="hidden lg:block">
              <p className="text-sm font-semibold text-slate-900">
                {t('marketing.doc.onThisPage')}
              </p>
              <TocList toc={toc} />
            </div>
          </nav>
          <Prose className="min-w-0">{children}</Prose>
        </div>
      </div>
    </>
  );
}

function TocList({ toc }: { toc: readonly TocEntry[] }) {
  return (
    <ol className="mt-3 space-y-1.5 border-l border-slate-200 text-sm">
      {toc.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={cn(
              '-ml-px block border-l border-transparent py-0.5 text-slate-700 hover:border-brand-600 hover:text-brand-800',
              entry.level === 3 ? 'pl-6 text-[0.8125rem]' : 'pl-3 font-medium',
            )}
          >
            {entry.label}
          </a>
        </li>
      ))}
    </ol>
  );
}
