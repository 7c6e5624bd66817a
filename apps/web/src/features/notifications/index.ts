export { NotificationBell } from './components/notification-bell';
export { NotificationPreferencesCard } from './components/notification-preferences-card';
