import { BadgeIndianRupee, Briefcase, CalendarCheck, LifeBuoy, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useCatalogueT } from '@/features/i18n';
import { catalogue, type ContactMessage } from '../catalogue';

const REASONS: ReadonlyArray<{
  icon: LucideIcon;
  title: ContactMessage;
  body: ContactMessage;
  to?: { href: string; label: ContactMessage };
}> = [
  {
    icon: BadgeIndianRupee,
    title: 'contact.aside.pricing',
    body: 'contact.aside.pricingBody',
  },
  {
    icon: CalendarCheck,
    title: 'contact.aside.demo',
    body: 'contact.aside.demoBody',
  },
  {
    icon: ShieldCheck,
    title: 'contact.aside.privacy',
    body: 'contact.aside.privacyBody',
  },
  {
    icon: Briefcase,
    title: 'contact.aside.jobs',
    body: 'contact.aside.jobsBody',
    to: { href: '/careers', label: 'contact.aside.jobsLink' },
  },
  {
    icon: LifeBuoy,
    title: 'contact.aside.support',
    body: 'contact.aside.supportBody',
    to: { href: '/support', label: 'contact.aside.supportLink' },
  },
];

/** Beside the contact form: what people write to us about, and where else to go. */
export function ContactAside() {
  const t = useCatalogueT(catalogue);
  return (
    <aside aria-labelledby="contact-aside-title" className="space-y-4">
      <h2 id="contact-aside-title" className="text-lg font-semibold text-slate-900">
        {t('contact.aside.title')}
      </h2>
      <ul className="space-y-4">
        {REASONS.map(({ icon: Icon, title, body, to }) => (
          <li key={title} className="flex gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="text-sm leading-relaxed">
              <p className="font-semibold text-slate-900">{t(title)}</p>
              <p className="text-slate-700">{t(body)}</p>
              {to ? (
                <Link to={to.href} className="font-medium text-brand-700 underline">
                  {t(to.label)}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="rounded-xl bg-slate-100 p-4 text-sm leading-relaxed text-slate-700">
        {t('contact.aside.hours')}
      </p>
    </aside>
  );
}
