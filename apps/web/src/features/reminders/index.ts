export { catalogue as remindersCatalogue, remindersLoader } from './catalogue';
export { RemindersCard } from './components/reminders-card';
