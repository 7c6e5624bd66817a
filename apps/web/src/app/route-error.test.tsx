import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/features/i18n/i18n';
import { ChunkLoadError } from './lazy-route';
import { RouteError, ROUTER_ERROR_HEADING } from './route-error';

afterEach(cleanup);

function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw error;
        },
        element: <p>never</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('RouteError', () => {
  it("shows 'Unexpected Application Error!' for a routing failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new Error('The loader broke'));
    expect(await screen.findByRole('heading', { name: ROUTER_ERROR_HEADING })).toBeTruthy();
    expect(ROUTER_ERROR_HEADING).toBe('Unexpected Application Error!');
    expect(screen.getByText('The loader broke')).toBeTruthy();
  });

  it('offers a retry when a page chunk did not load', async () => {
    renderFailing(new ChunkLoadError('This page did not load within 120 seconds.'));
    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
