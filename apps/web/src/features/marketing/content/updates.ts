export type ProductUpdate = {
  id: string;
  /** ISO date, shown as e.g. '20 November 2026'. */
  date: string;
  title: string;
  summary: string;
  tag: 'Beta' | 'Alpha' | 'Update';
};

/** Product updates, newest first; the footer's Blog link points at this list on /about. */
export const PRODUCT_UPDATES: readonly ProductUpdate[] = [
  {
    id: 'status-and-contact',
    date: '2026-11-20',
    title: 'Public status page and a support form that files a ticket',
    summary:
      'The status page now checks the API and the database every 15 seconds and says plainly when something is slow or down. Messages from the contact and support forms get a reference number you can quote.',
    tag: 'Update',
  },
  {
    id: 'web-app-beta',
    date: '2026-11-10',
    title: 'The web app enters Beta',
    summary:
      'Sign-up with email or Google, two-factor authentication with an authenticator app, and a dashboard for each of the seven roles. Institutes and companies can create their organisation and invite people.',
    tag: 'Beta',
  },
  {
    id: 'offline-kiosk',
    date: '2026-10-15',
    title: 'Kiosks that keep working offline',
    summary:
      'Check-ins made without a network are queued on the device with their own ids and synced when the connection returns, with no duplicates. The kiosk shows the queue so nobody wonders.',
    tag: 'Alpha',
  },
  {
    id: 'face-in-browser',
    date: '2026-09-22',
    title: 'Face check-in that runs in the browser',
    summary:
      'Face detection now runs on the device itself, in a background worker, from models served by our own server. Only a 128-number embedding is sent for matching, never the camera picture.',
    tag: 'Alpha',
  },
];

export function formatUpdateDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(`${iso}T12:00:00+05:30`));
}
