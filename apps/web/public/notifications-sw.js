/* global self */
// Web Push for signed-in people (issue 15). Registered by the Notifications card on /profile
// under its own scope, beside the kiosks' offline shell (sw.js): it only shows what the server
// pushes — a title, a body and the link to open — and opens that link when tapped.
self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Intelligent Attendance System', {
      body: message.body || '',
      tag: message.tag,
      data: { link: message.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/', self.location.origin);
  if (link.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === link.origin);
      if (open) {
        await open.focus();
        return open.navigate(link.href);
      }
      return self.clients.openWindow(link.href);
    })(),
  );
});
