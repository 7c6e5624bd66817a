export { scheduledReportsLoader } from './catalogue';
export { ScheduledReportsCard } from './components/scheduled-reports-card';
