import { Activity, BookOpen, HelpCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useCatalogueT } from '@/features/i18n';
import { catalogue, type ContactMessage } from '../catalogue';

const FIRST_STOPS: ReadonlyArray<{
  icon: LucideIcon;
  title: ContactMessage;
  body: ContactMessage;
  to: string;
  label: ContactMessage;
}> = [
  {
    icon: Activity,
    title: 'contact.support.justYou',
    body: 'contact.support.justYouBody',
    to: '/status',
    label: 'contact.support.justYouLink',
  },
  {
    icon: BookOpen,
    title: 'contact.support.howTo',
    body: 'contact.support.howToBody',
    to: '/docs',
    label: 'contact.support.howToLink',
  },
  {
    icon: HelpCircle,
    title: 'contact.support.faq',
    body: 'contact.support.faqBody',
    to: '/faq',
    label: 'contact.support.faqLink',
  },
];

/** Beside the support form: places that may answer faster, and what helps us help. */
export function SupportAside() {
  const t = useCatalogueT(catalogue);
  return (
    <aside aria-labelledby="support-aside-title" className="space-y-6">
      <div>
        <h2 id="support-aside-title" className="text-lg font-semibold text-slate-900">
          {t('contact.support.title')}
        </h2>
        <ul className="mt-4 space-y-4">
          {FIRST_STOPS.map(({ icon: Icon, title, body, to, label }) => (
            <li key={to} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div className="text-sm leading-relaxed">
                <p className="font-semibold text-slate-900">{t(title)}</p>
                <p className="text-slate-700">{t(body)}</p>
                <Link to={to} className="font-medium text-brand-700 underline">
                  {t(label)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-slate-100 p-4 text-sm leading-relaxed text-slate-700">
        <p className="font-semibold text-slate-900">{t('contact.support.helps')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('contact.support.helpsWhere')}</li>
          <li>{t('contact.support.helpsWhen')}</li>
          <li>{t('contact.support.helpsMessage')}</li>
        </ul>
        <p className="mt-2">{t('contact.support.never')}</p>
      </div>
    </aside>
  );
}
