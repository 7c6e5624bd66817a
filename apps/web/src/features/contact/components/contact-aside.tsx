import { BadgeIndianRupee, Briefcase, CalendarCheck, LifeBuoy, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const REASONS: ReadonlyArray<{
  icon: LucideIcon;
  title: string;
  body: string;
  to?: { href: string; label: string };
}> = [
  {
    icon: BadgeIndianRupee,
    title: 'Plans and pricing',
    body: 'Quotes for more than 2,000 members, discounts for government and aided schools, GST invoices.',
  },
  {
    icon: CalendarCheck,
    title: 'A guided demo',
    body: 'A 30-minute video call where we set up a sample class or shift with you. Tell us a good time.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy requests',
    body: 'Choose the topic "Privacy or data request" to reach our Grievance Officer. We acknowledge within 2 working days.',
  },
  {
    icon: Briefcase,
    title: 'Jobs',
    body: 'Applications and questions about open roles.',
    to: { href: '/careers', label: 'See open roles' },
  },
  {
    icon: LifeBuoy,
    title: 'Something not working?',
    body: 'The support form asks the questions that help us fix it faster.',
    to: { href: '/support', label: 'Go to support' },
  },
];

/** Beside the contact form: what people write to us about, and where else to go. */
export function ContactAside() {
  return (
    <aside aria-labelledby="contact-aside-title" className="space-y-4">
      <h2 id="contact-aside-title" className="text-lg font-semibold text-slate-900">
        What can we help with?
      </h2>
      <ul className="space-y-4">
        {REASONS.map(({ icon: Icon, title, body, to }) => (
          <li key={title} className="flex gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="text-sm leading-relaxed">
              <p className="font-semibold text-slate-900">{title}</p>
              <p className="text-slate-700">{body}</p>
              {to ? (
                <Link to={to.href} className="font-medium text-brand-700 underline">
                  {to.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="rounded-xl bg-slate-100 p-4 text-sm leading-relaxed text-slate-700">
        We answer in English or Hindi, Monday to Saturday, 9:30 to 18:30 IST, usually within one
        working day.
      </p>
    </aside>
  );
}
