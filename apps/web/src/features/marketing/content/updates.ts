import type { AboutMessageId } from '@/features/marketing/catalogues/about';
import '@/features/marketing/catalogues/about';

export type ProductUpdate = {
  id: string;
  /** ISO date, shown as e.g. '20 November 2026'. */
  date: string;
  title: AboutMessageId;
  summary: AboutMessageId;
  tag: 'Beta' | 'Alpha' | 'Update';
};

/** Product updates, newest first; the footer's Blog link points at this list on /about. */
export const PRODUCT_UPDATES: readonly ProductUpdate[] = [
  {
    id: 'status-and-contact',
    date: '2026-11-20',
    title: 'marketing.update.status.title',
    summary: 'marketing.update.status.summary',
    tag: 'Update',
  },
  {
    id: 'web-app-beta',
    date: '2026-11-10',
    title: 'marketing.update.beta.title',
    summary: 'marketing.update.beta.summary',
    tag: 'Beta',
  },
  {
    id: 'offline-kiosk',
    date: '2026-10-15',
    title: 'marketing.update.offline.title',
    summary: 'marketing.update.offline.summary',
    tag: 'Alpha',
  },
  {
    id: 'face-in-browser',
    date: '2026-09-22',
    title: 'marketing.update.face.title',
    summary: 'marketing.update.face.summary',
    tag: 'Alpha',
  },
];

export { formatUpdateDate } from './update-date';
