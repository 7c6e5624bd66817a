// First: configures Zod before any schema module loads (see the module).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageChunks } from './app/page-chunks';
import { authStore } from './features/auth/stores/auth';
import { LanguageProvider } from './features/i18n';
import './index.css';

// Restore the session while the splash runs.
void authStore.initialize();

// A signed-in page's scripts are asked for a few per task first (see page-chunks.ts), then the
// app renders and its router finds them on their way. The first render is a transition, so React
// builds the tree in slices of a few milliseconds between which the browser can paint and answer
// taps, not in one long task (issue 11: total blocking time).
void preloadPageChunks().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <LanguageProvider>
          <App />
        </LanguageProvider>
      </StrictMode>,
    ),
  );
});
