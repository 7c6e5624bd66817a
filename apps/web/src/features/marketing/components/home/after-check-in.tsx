import { CalendarCheck, ClipboardList, FileSpreadsheet, LayoutDashboard } from 'lucide-react';
import { useLandingT } from '@/features/landing';
import { FeatureGrid } from '../feature-grid';
import { Section } from '../section';

const ITEMS = [
  {
    icon: LayoutDashboard,
    title: 'landing.home.after.dashboards.title',
    body: 'landing.home.after.dashboards.body',
  },
  {
    icon: CalendarCheck,
    title: 'landing.home.after.leave.title',
    body: 'landing.home.after.leave.body',
  },
  {
    icon: ClipboardList,
    title: 'landing.home.after.corrections.title',
    body: 'landing.home.after.corrections.body',
  },
  {
    icon: FileSpreadsheet,
    title: 'landing.home.after.reports.title',
    body: 'landing.home.after.reports.body',
  },
] as const;

/** What attendance feeds into once it is recorded. */
export function AfterCheckIn() {
  const t = useLandingT();
  return (
    <Section
      id="after-check-in"
      title={t('landing.home.after.title')}
      intro={t('landing.home.after.intro')}
    >
      <FeatureGrid
        items={ITEMS.map(({ icon, title, body }) => ({ icon, title: t(title), body: t(body) }))}
        columns={2}
      />
    </Section>
  );
}
