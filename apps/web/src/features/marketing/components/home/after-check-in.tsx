import { CalendarCheck, ClipboardList, FileSpreadsheet, LayoutDashboard } from 'lucide-react';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { FeatureGrid } from '../feature-grid';
import { Section } from '../section';

const ITEMS = [
  {
    icon: LayoutDashboard,
    title: 'marketing.home.after.dashboards.title',
    body: 'marketing.home.after.dashboards.body',
  },
  {
    icon: CalendarCheck,
    title: 'marketing.home.after.leave.title',
    body: 'marketing.home.after.leave.body',
  },
  {
    icon: ClipboardList,
    title: 'marketing.home.after.corrections.title',
    body: 'marketing.home.after.corrections.body',
  },
  {
    icon: FileSpreadsheet,
    title: 'marketing.home.after.reports.title',
    body: 'marketing.home.after.reports.body',
  },
] as const;

/** What attendance feeds into once it is recorded. */
export function AfterCheckIn() {
  const t = useMarketingT();
  return (
    <Section
      id="after-check-in"
      title={t('marketing.home.after.title')}
      intro={t('marketing.home.after.intro')}
    >
      <FeatureGrid
        items={ITEMS.map(({ icon, title, body }) => ({ icon, title: t(title), body: t(body) }))}
        columns={2}
      />
    </Section>
  );
}
