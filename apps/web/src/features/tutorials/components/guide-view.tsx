import type { UserType } from '@ias/shared';
import { ArrowLeft, CheckCircle2, CirclePlay, ExternalLink, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, Button, buttonClasses, Card, CardContent } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { GuideProgress } from '../api/progress';
import { catalogue } from '../catalogue';
import type { Guide } from '../content/guides';
import type { ProgressChange } from '../hooks/use-progress';
import { useShowMe } from '../hooks/use-show-me';
import { pictureOf, resolvePath } from '../utils/guides';
import { AUDIENCE_LABEL } from '../utils/labels';
import { ProgressBadge } from './progress-badge';

/** One guide: its steps, "Show me" on the real page, and marking it done. */
export function GuideView({
  guide,
  type,
  progress,
  onChange,
  isSaving,
  saveError,
  backTo,
}: {
  guide: Guide;
  type: UserType | null;
  progress: GuideProgress | undefined;
  onChange: (change: ProgressChange) => void;
  isSaving: boolean;
  saveError: boolean;
  backTo: string;
}) {
  const t = useCatalogueT(catalogue);
  const showMe = useShowMe();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [guide.id]);

  const isDone = progress?.status === 'done';
  const resumeAt = progress?.status === 'started' ? (progress.tour_step ?? 0) : 0;
  const page = type ? guide.pages?.[type] : undefined;
  const tourPath = showMe.pathFor(guide);
  const tourTypes = Object.keys(guide.tour?.paths ?? {}) as UserType[];

  return (
    <div className="space-y-6">
      <Link to={{ search: backTo }} className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('tutorials.guide.back')}
      </Link>
      <Card>
        <CardContent className="space-y-6 pt-5 sm:pt-6">
          <div className="space-y-2">
            <ProgressBadge progress={progress} />
            <h2
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold text-slate-900 outline-none sm:text-2xl"
            >
              {t(guide.title)}
            </h2>
            <p className="text-slate-600">{t(guide.summary)}</p>
            <p className="text-sm text-slate-500">
              {t('tutorials.guide.for', {
                audiences: guide.audiences.map((a) => t(AUDIENCE_LABEL[a])).join(', '),
              })}
            </p>
          </div>

          {guide.picture ? (
            <img
              src={pictureOf(guide)}
              alt={t('tutorials.guide.pictureAlt', { title: t(guide.title) })}
              width={1280}
              height={800}
              loading="lazy"
              className="h-auto w-full rounded-xl border border-slate-200"
              data-testid="guide-picture"
            />
          ) : null}

          <section aria-labelledby="guide-steps" className="space-y-3">
            <h3 id="guide-steps" className="text-sm font-semibold text-slate-800">
              {t('tutorials.guide.steps')}
            </h3>
            <ol className="space-y-3" data-testid="guide-steps">
              {guide.steps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5 text-slate-800">{t(step)}</span>
                </li>
              ))}
            </ol>
          </section>

          {guide.tour ? (
            tourPath ? (
              <div className="space-y-2 rounded-xl bg-brand-50/60 p-4 ring-1 ring-inset ring-brand-100">
                <div className="flex flex-wrap gap-2">
                  <Button
                    onClick={() => void showMe.start(guide, resumeAt, isDone)}
                    isLoading={showMe.isStarting}
                  >
                    <CirclePlay aria-hidden="true" className="h-4 w-4" />
                    {resumeAt > 0
                      ? t('tutorials.guide.resume', { step: resumeAt + 1 })
                      : t('tutorials.guide.showMe')}
                  </Button>
                  {resumeAt > 0 ? (
                    <Button
                      variant="outline"
                      onClick={() => void showMe.start(guide, 0, isDone)}
                      disabled={showMe.isStarting}
                    >
                      <RotateCcw aria-hidden="true" className="h-4 w-4" />
                      {t('tutorials.guide.showMe')}
                    </Button>
                  ) : null}
                </div>
                <p className="text-sm text-slate-600">{t('tutorials.guide.showMeHint')}</p>
                {showMe.error ? <Alert variant="error">{showMe.error}</Alert> : null}
              </div>
            ) : (
              <p className="text-sm text-slate-600">
                {t('tutorials.guide.showMeElsewhere', {
                  types: tourTypes.map((a) => t(AUDIENCE_LABEL[a])).join(', '),
                })}
              </p>
            )
          ) : null}

          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-5">
            {page && type ? (
              <Link to={resolvePath(page, type)} className={buttonClasses('outline')}>
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {t('tutorials.guide.open')}
              </Link>
            ) : null}
            <Button
              variant={isDone ? 'ghost' : 'secondary'}
              isLoading={isSaving}
              onClick={() => onChange({ guideId: guide.id, status: isDone ? null : 'done' })}
            >
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              {isDone ? t('tutorials.guide.markNotDone') : t('tutorials.guide.markDone')}
            </Button>
          </div>
          {saveError ? <Alert variant="error">{t('tutorials.guide.saveError')}</Alert> : null}
        </CardContent>
      </Card>
    </div>
  );
}
