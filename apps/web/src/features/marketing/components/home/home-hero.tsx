import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { MockRow, MockWindow } from '../mock-window';
import { PageHero } from '../page-hero';

/** The top of the home page: what the product is, for whom, and the two ways in (trying it first). */
export function HomeHero() {
  return (
    <PageHero
      eyebrow="Attendance for institutes and companies in India"
      title="Attendance that takes itself, by face, ID card or roll-call"
      lead={
        <>
          <p>
            Intelligent Attendance System records who is in, who is late and who is absent for
            schools, colleges, coaching centres and companies. People check in by face at a kiosk or
            on their own phone, with an ID card, or a teacher takes a roll-call. Every record flows
            into dashboards, leave and correction requests, and reports.
          </p>
          <p className="mt-3 text-sm text-slate-600">
            Free for up to 50 members. Works in Asia/Kolkata time, with the 75% attendance rule and
            payroll periods such as the 26th to the 25th built in.
          </p>
        </>
      }
      actions={
        <>
          <Link to="/demo#sandbox" className={buttonClasses('primary', 'lg')}>
            Try it now, no sign-up
          </Link>
          <Link to="/register" className={buttonClasses('outline', 'lg')}>
            Create a free account
          </Link>
        </>
      }
      aside={
        <MockWindow
          path="/kiosk · Main gate"
          label="Drawing of the kiosk screen: a face check-in confirmed for Ananya Rao at 08:52, on time, and a list of the latest check-ins."
        >
          <div className="rounded-xl bg-slate-900 p-4 text-white">
            <div className="flex items-center gap-4">
              <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-xl border-2 border-emerald-400 bg-slate-700">
                <span className="absolute inset-x-2 top-3 h-0.5 bg-emerald-300/80" />
                <span className="absolute left-1/2 top-1/2 h-8 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full bg-slate-500" />
              </div>
              <div>
                <p className="text-xs uppercase tracking-wide text-emerald-300">Checked in</p>
                <p className="text-lg font-semibold">Good morning, Ananya</p>
                <p className="text-sm text-slate-300">08:52 · Class 10-B · on time</p>
              </div>
            </div>
          </div>
          <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">
            Latest at this kiosk
          </p>
          <MockRow name="Rohan Verma" detail="Face · 08:51" status="On time" />
          <MockRow name="Fatima Shaikh" detail="ID card · 08:50" status="On time" />
          <MockRow name="Karthik N." detail="Face · 09:07" status="Late" tone="amber" />
          <div className="mt-3 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
            <span>Offline queue</span>
            <span className="font-semibold">0 waiting · synced 08:52</span>
          </div>
        </MockWindow>
      }
    />
  );
}
