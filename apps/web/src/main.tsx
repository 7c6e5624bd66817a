// First: configures Zod before any schema module loads (see the module).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { authStore } from './features/auth/stores/auth';
import { LanguageProvider } from './features/i18n';
import './index.css';

// Restore the session while the splash runs.
void authStore.initialize();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageProvider>
      <App />
    </LanguageProvider>
  </StrictMode>,
);
