import { useEffect, useState } from 'react';

export type OfflineShell = 'unsupported' | 'preparing' | 'ready' | 'failed';

/** The addresses of the files this page has loaded so far (scripts, styles, models, .wasm). */
function loadedResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin);
}

/** Asks the offline shell to keep these files too (e.g. what the face worker loaded). */
export function cacheForOffline(urls: string[]) {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'cache-loaded', urls }),
  );
}

/**
 * Installs the offline shell (public/sw.js) on a kiosk, so the kiosk still opens after a restart
 * or reload without network. Resolves to 'ready' once the app and the files loaded so far are
 * cached on this device.
 */
export function useOfflineShell(): OfflineShell {
  const supported = 'serviceWorker' in navigator && window.isSecureContext;
  const [state, setState] = useState<OfflineShell>(supported ? 'preparing' : 'unsupported');

  useEffect(() => {
    if (!supported) return;
    let active = true;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (active && (event.data as { type?: string } | null)?.type === 'cached') setState('ready');
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    container
      .register('/sw.js', { scope: '/' })
      .then(() => container.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: 'cache-loaded', urls: loadedResources() });
      })
      .catch(() => {
        if (active) setState('failed');
      });
    return () => {
      active = false;
      container.removeEventListener('message', onMessage);
    };
  }, [supported]);

  return state;
}
