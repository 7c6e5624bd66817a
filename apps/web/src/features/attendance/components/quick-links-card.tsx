import { ChevronRight, type LucideIcon } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAttendanceT } from '../hooks/use-attendance-t';

export type QuickLink = {
  to: string;
  label: string;
  description: ReactNode;
  Icon: LucideIcon;
  badge?: ReactNode;
};

/** The pages below a dashboard, as a list of large links (drawn again when they change). */
export const QuickLinksCard = memo(function QuickLinksCard({
  title,
  links,
}: {
  title?: string;
  links: QuickLink[];
}) {
  const t = useAttendanceT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title ?? t('attendance.quickLinks.title')}</CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-3">
        <ul>
          {links.map(({ to, label, description, Icon, badge }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    {label}
                    {badge}
                  </span>
                  <span className="block text-sm text-slate-600">{description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
