import {
  BellRing,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  Clock,
  Copy,
  Database,
  FileSpreadsheet,
  Fingerprint,
  Globe,
  History,
  KeyRound,
  Languages,
  MonitorSmartphone,
  Lock,
  MapPinned,
  Moon,
  Percent,
  Server,
  ShieldCheck,
  SlidersHorizontal,
  Tablet,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { FeaturesMessageId } from '@/features/marketing/catalogues/features';
import { useCheckInMethods } from '../../content/check-in-methods';
import { FeatureGrid, type FeatureItem } from '../feature-grid';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { Section } from '../section';
import { featuresCatalogue } from '@/features/marketing/catalogues/features';

const CAPTURE_DETAILS = [
  {
    icon: MonitorSmartphone,
    title: 'marketing.features.capture.monitorSmartphone.title',
    body: 'marketing.features.capture.monitorSmartphone.body',
  },
  {
    icon: Copy,
    title: 'marketing.features.capture.copy.title',
    body: 'marketing.features.capture.copy.body',
  },
  {
    icon: Moon,
    title: 'marketing.features.capture.moon.title',
    body: 'marketing.features.capture.moon.body',
  },
  {
    icon: Tablet,
    title: 'marketing.features.capture.tablet.title',
    body: 'marketing.features.capture.tablet.body',
  },
] as const;

const RULES = [
  {
    icon: Clock,
    title: 'marketing.features.rules.clock.title',
    body: 'marketing.features.rules.clock.body',
  },
  {
    icon: Percent,
    title: 'marketing.features.rules.percent.title',
    body: 'marketing.features.rules.percent.body',
  },
  {
    icon: CalendarDays,
    title: 'marketing.features.rules.calendarDays.title',
    body: 'marketing.features.rules.calendarDays.body',
  },
  {
    icon: MapPinned,
    title: 'marketing.features.rules.mapPinned.title',
    body: 'marketing.features.rules.mapPinned.body',
  },
  {
    icon: SlidersHorizontal,
    title: 'marketing.features.rules.slidersHorizontal.title',
    body: 'marketing.features.rules.slidersHorizontal.body',
  },
  {
    icon: Globe,
    title: 'marketing.features.rules.globe.title',
    body: 'marketing.features.rules.globe.body',
  },
] as const;

const WORKFLOWS = [
  {
    icon: CalendarClock,
    title: 'marketing.features.workflows.calendarClock.title',
    body: 'marketing.features.workflows.calendarClock.body',
  },
  {
    icon: ClipboardCheck,
    title: 'marketing.features.workflows.clipboardCheck.title',
    body: 'marketing.features.workflows.clipboardCheck.body',
  },
  {
    icon: History,
    title: 'marketing.features.workflows.history.title',
    body: 'marketing.features.workflows.history.body',
  },
  {
    icon: FileSpreadsheet,
    title: 'marketing.features.workflows.fileSpreadsheet.title',
    body: 'marketing.features.workflows.fileSpreadsheet.body',
  },
] as const;

const SECURITY = [
  {
    icon: Lock,
    title: 'marketing.features.security.lock.title',
    body: 'marketing.features.security.lock.body',
  },
  {
    icon: KeyRound,
    title: 'marketing.features.security.keyRound.title',
    body: 'marketing.features.security.keyRound.body',
  },
  {
    icon: Fingerprint,
    title: 'marketing.features.security.fingerprint.title',
    body: 'marketing.features.security.fingerprint.body',
  },
  {
    icon: ShieldCheck,
    title: 'marketing.features.security.shieldCheck.title',
    body: 'marketing.features.security.shieldCheck.body',
  },
] as const;

const PLATFORM = [
  {
    icon: Database,
    title: 'marketing.features.platform.database.title',
    body: 'marketing.features.platform.database.body',
  },
  {
    icon: Server,
    title: 'marketing.features.platform.server.title',
    body: 'marketing.features.platform.server.body',
  },
  {
    icon: UsersRound,
    title: 'marketing.features.platform.usersRound.title',
    body: 'marketing.features.platform.usersRound.body',
  },
] as const;

const ROADMAP = [
  {
    icon: BellRing,
    title: 'marketing.features.roadmap.bellRing.title',
    body: 'marketing.features.roadmap.bellRing.body',
  },
  {
    icon: Languages,
    title: 'marketing.features.roadmap.languages.title',
    body: 'marketing.features.roadmap.languages.body',
  },
  {
    icon: FileSpreadsheet,
    title: 'marketing.features.roadmap.fileSpreadsheet.title',
    body: 'marketing.features.roadmap.fileSpreadsheet.body',
  },
] as const;

type Entry = {
  icon: LucideIcon;
  title: FeaturesMessageId;
  body: FeaturesMessageId;
};

/** Feature cards of a table, in the reader's language. */
function useItems(entries: readonly Entry[]): FeatureItem[] {
  const t = useMarketingT(featuresCatalogue);
  return entries.map(({ icon, title, body }) => ({ icon, title: t(title), body: t(body) }));
}

/** The body of /features: one section per area of the product. */
export function FeatureSections() {
  const t = useMarketingT(featuresCatalogue);
  const methods = useCheckInMethods();
  return (
    <>
      <Section
        id="capture"
        title={t('marketing.features.capture.title')}
        intro={t('marketing.features.capture.intro')}
      >
        <FeatureGrid items={[...methods, ...useItems(CAPTURE_DETAILS)]} />
      </Section>
      <Section
        id="rules"
        tone="muted"
        title={t('marketing.features.rules.title')}
        intro={t('marketing.features.rules.intro')}
      >
        <FeatureGrid items={useItems(RULES)} />
      </Section>
      <Section id="workflows" title={t('marketing.features.workflows.title')}>
        <FeatureGrid items={useItems(WORKFLOWS)} columns={2} />
      </Section>
      <Section
        id="security"
        tone="muted"
        title={t('marketing.features.security.title')}
        intro={t('marketing.features.security.intro')}
      >
        <FeatureGrid items={useItems(SECURITY)} columns={2} />
      </Section>
      <Section id="platform" title={t('marketing.features.platform.title')}>
        <FeatureGrid items={useItems(PLATFORM)} />
      </Section>
    </>
  );
}

/** What is being built now, said plainly. */
export function FeatureRoadmap() {
  const t = useMarketingT(featuresCatalogue);
  return (
    <Section
      id="roadmap"
      title={t('marketing.features.roadmap.title')}
      intro={t('marketing.features.roadmap.intro')}
    >
      <FeatureGrid items={useItems(ROADMAP)} />
    </Section>
  );
}
