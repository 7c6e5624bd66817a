import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { i18n } from '@/features/i18n/i18n';

/**
 * Renders `ui` as the app would hold it — the active catalogues and a query client of its own
 * (no retries, so a failed request shows its error at once), and with `router` a memory router —
 * for component tests. The providers are a wrapper, so `rerender` keeps them (and the cache).
 */
export function renderWithProviders(ui: ReactNode, options: { router?: boolean } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 0 }, mutations: { retry: 0 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {options.router ? <MemoryRouter>{children}</MemoryRouter> : children}
      </QueryClientProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
