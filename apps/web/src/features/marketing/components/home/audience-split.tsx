import { Building2, CheckCircle2, GraduationCap } from 'lucide-react';
import { Section } from '../section';

const AUDIENCES = [
  {
    icon: GraduationCap,
    title: 'For schools, colleges and coaching centres',
    lead: 'Less time on registers, fewer proxies, and no surprises at the end of term.',
    points: [
      'Set up classes, sections, courses, the timetable and holidays, then invite teachers and import students from a CSV file.',
      'Teachers take attendance per period by face kiosk, card scan or roll-call, and fix a record with a reason.',
      'Students see their attendance per course against the minimum, 75% by default, and request leave or a correction.',
      'Teachers see who is falling below the minimum early, while there is still time to act.',
    ],
  },
  {
    icon: Building2,
    title: 'For companies, factories and offices',
    lead: 'Accurate hours for payroll without a punch-card machine per gate.',
    points: [
      'Set up departments, sites, shifts with grace minutes, weekly offs, holidays and the geofence of each site.',
      'Employees check in and out at a kiosk or on their own phone inside the geofence; several allowed sites per person.',
      'First-in and last-out rules, overnight shifts that belong to the day they started, and no duplicate punches.',
      'In-charges watch a live board of who is in, late or absent, and approve leave and corrections.',
    ],
  },
] as const;

/** Two columns: what institutes get and what companies get. */
export function AudienceSplit() {
  return (
    <Section
      id="who-it-is-for"
      title="One system for classrooms and workplaces"
      intro="An organisation is either an institute or a company. Each gets screens and rules in its own language: classes and periods for one, shifts and sites for the other."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {AUDIENCES.map(({ icon: Icon, title, lead, points }) => (
          <article
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{lead}</p>
            <ul className="mt-5 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-sm leading-relaxed text-slate-700">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
