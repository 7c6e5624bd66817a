import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type { StatusCheck } from '../api/get-status-check';
import { catalogue } from '../catalogue';
import type * as hookModule from '../hooks/use-status-check';
import { useStatusCheck } from '../hooks/use-status-check';
import { StatusBoard } from './status-board';

vi.mock('../hooks/use-status-check', async (importOriginal) => ({
  ...(await importOriginal<typeof hookModule>()),
  useStatusCheck: vi.fn(),
}));

const CHECK: StatusCheck = {
  checkedAt: '2026-11-27T07:00:00.000Z',
  roundTripMs: 40,
  api: 'up',
  database: 'ok',
  version: '1.0.0',
  databaseKind: 'postgres',
  databaseLatencyMs: 2,
  problem: null,
};
const checks = (latest: StatusCheck | undefined) =>
  vi.mocked(useStatusCheck).mockReturnValue({
    latest,
    history: latest ? [latest] : [],
    isChecking: !latest,
    checkNow: vi.fn(),
  });

/** The view inside the app's providers, kept across rerenders (the hooks' answers change). */
const show = (ui: ReactElement) => renderWithProviders(ui, { router: true });

describe('StatusBoard loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('outlines the banner, both services and the recent checks before the first check', () => {
    checks(undefined);
    const view = show(<StatusBoard />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-service')).toHaveLength(2);

    checks(CHECK);
    view.rerender(<StatusBoard />);
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByTestId('overall-status')).toBeTruthy();
  });
});
