import { Activity, BookOpen, HelpCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const FIRST_STOPS: ReadonlyArray<{
  icon: LucideIcon;
  title: string;
  body: string;
  to: string;
  label: string;
}> = [
  {
    icon: Activity,
    title: 'Is it just you?',
    body: 'The status page checks the API and the database every 15 seconds.',
    to: '/status',
    label: 'Open system status',
  },
  {
    icon: BookOpen,
    title: 'How do I…?',
    body: 'Step-by-step guides for every role and every check-in method.',
    to: '/docs',
    label: 'Read the user guide',
  },
  {
    icon: HelpCircle,
    title: 'Common questions',
    body: 'Offline kiosks, card readers, face data, roles and billing.',
    to: '/faq',
    label: 'See the FAQ',
  },
];

/** Beside the support form: places that may answer faster, and what helps us help. */
export function SupportAside() {
  return (
    <aside aria-labelledby="support-aside-title" className="space-y-6">
      <div>
        <h2 id="support-aside-title" className="text-lg font-semibold text-slate-900">
          Before you write
        </h2>
        <ul className="mt-4 space-y-4">
          {FIRST_STOPS.map(({ icon: Icon, title, body, to, label }) => (
            <li key={to} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div className="text-sm leading-relaxed">
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-slate-700">{body}</p>
                <Link to={to} className="font-medium text-brand-700 underline">
                  {label}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-slate-100 p-4 text-sm leading-relaxed text-slate-700">
        <p className="font-semibold text-slate-900">What helps us fix it fast</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Your organisation and the site, class or kiosk affected</li>
          <li>The time it happened (IST) and how many people</li>
          <li>The exact message on screen</li>
        </ul>
        <p className="mt-2">
          Never send passwords or two-factor codes; we will never ask for them.
        </p>
      </div>
    </aside>
  );
}
