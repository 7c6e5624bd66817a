import { CirclePlay } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { catalogue } from '../catalogue';
import type { TutorialMessageId } from '../content/guides';

/** The guides other screens point at from an empty state or a dashboard, with their link text. */
const LINKS = {
  'set-up-kiosk': 'tutorials.link.kiosk',
  'import-people': 'tutorials.link.import',
  'approve-request': 'tutorials.link.requests',
} as const satisfies Record<string, TutorialMessageId>;

/**
 * "No kiosk yet — how to set one up": a link to the guide that helps, for another feature's empty
 * state. With no `guide`, it points at /tutorials ("Guides for your first week").
 */
export function GuideLink({
  guide,
  className,
}: {
  guide?: keyof typeof LINKS;
  className?: string;
}) {
  const t = useCatalogueT(catalogue);
  // Another page's loader did not wait for these texts: fetch them in the language in use.
  useEffect(() => void catalogue.ready().catch(() => undefined), []);
  return (
    <Link
      to={guide ? `/tutorials?guide=${guide}` : '/tutorials'}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline',
        className,
      )}
      data-testid="guide-link"
    >
      <CirclePlay aria-hidden="true" className="h-4 w-4" />
      {guide ? t(LINKS[guide]) : t('tutorials.link.guides')}
    </Link>
  );
}
