import * as Tabs from '@radix-ui/react-tabs';
import type { UserType } from '@ias/shared';
import { ArrowRight } from 'lucide-react';
import { type ComponentType, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { DEMO_TOUR } from '../../content/demo-tour';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { InstituteMock, StudentMock, TeacherMock } from './mocks-institute';
import { AdminMock, CompanyMock, EmployeeMock, InchargeMock } from './mocks-workplace';
import { demoCatalogue } from '@/features/marketing/catalogues/demo';
import { rolesCatalogue } from '@/features/marketing/catalogues/roles';

const MOCKS: Record<UserType, ComponentType> = {
  Institute: InstituteMock,
  Teacher: TeacherMock,
  Student: StudentMock,
  Company: CompanyMock,
  Incharge: InchargeMock,
  Employee: EmployeeMock,
  Admin: AdminMock,
};

/** One tab per role: who they are, what they do step by step, and a drawing of their screen. */
export function RoleTour() {
  const t = useMarketingT(demoCatalogue, rolesCatalogue);
  const [role, setRole] = useState<string>(DEMO_TOUR[0]!.role);
  const listRef = useRef<HTMLDivElement>(null);
  // The panel holding the Next button unmounts, so keep focus (and the view) on the new tab.
  const goTo = (next: string) => {
    setRole(next);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>('[data-state="active"]')?.focus(),
    );
  };
  return (
    <Tabs.Root value={role} onValueChange={setRole}>
      <Tabs.List
        ref={listRef}
        aria-label={t('marketing.tour.choose')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {DEMO_TOUR.map((stop) => (
          <Tabs.Trigger
            key={stop.role}
            value={stop.role}
            className={cn(
              'shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800',
              'hover:border-brand-600 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
            )}
          >
            {t(stop.name)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {DEMO_TOUR.map((stop, index) => {
        const Mock = MOCKS[stop.role];
        const next = DEMO_TOUR[index + 1];
        return (
          <Tabs.Content
            key={stop.role}
            value={stop.role}
            className="mt-6 grid items-start gap-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 lg:grid-cols-2"
          >
            <div>
              <h3 className="text-2xl font-bold text-slate-900">{t(stop.name)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(stop.persona)}</p>
              <p className="mt-4 text-slate-700">{t(stop.intro)}</p>
              <ol className="mt-6 space-y-4">
                {stop.steps.map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
                      {index + 1}
                    </span>
                    <span className="pt-0.5 text-sm leading-relaxed text-slate-800">{t(step)}</span>
                  </li>
                ))}
              </ol>
              {next ? (
                <button
                  type="button"
                  onClick={() => goTo(next.role)}
                  className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  {t('marketing.tour.next', { role: t(next.name) })}
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </button>
              ) : null}
            </div>
            <Mock />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
