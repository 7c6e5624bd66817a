// First: configures Zod before any schema module loads (see the module).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageChunks } from './app/page-chunks';
import { authStore } from './features/auth/stores/auth';
import { LanguageProvider } from './features/i18n';
import './index.css';

// Restore the session while the splash runs.
void authStore.initialize();

// A signed-in page's scripts are asked for a few per task first (see page-chunks.ts), then the
// app renders and its router finds them on their way.
void preloadPageChunks().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LanguageProvider>
        <App />
      </LanguageProvider>
    </StrictMode>,
  ),
);
