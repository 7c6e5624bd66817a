import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as healthModule from '@/features/system/api/get-health';
import { getHealth } from '@/features/system/api/get-health';
import type * as adminApi from '../api/admin-api';
import { listAuthEvents } from '../api/admin-api';
import { catalogue } from '../catalogue';
import { AdminHome } from './admin-home';

vi.mock('@/features/system/api/get-health', async (importOriginal) => ({
  ...(await importOriginal<typeof healthModule>()),
  getHealth: vi.fn(),
}));
vi.mock('../api/admin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof adminApi>()),
  listUsers: vi.fn(async () => ({ users: [], total: 3, page: 1, pageSize: 25 })),
  listOrganizations: vi.fn(async () => ({ organizations: [], total: 1, page: 1, pageSize: 25 })),
  listAuthEvents: vi.fn(),
}));
vi.mock('../api/audit-log', () => ({ countAuditEntries: vi.fn(async () => 0) }));

/** The view inside the app's providers, kept across rerenders (the hooks' answers change). */
const show = (ui: ReactElement) => renderWithProviders(ui, { router: true });

describe('AdminHome loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('outlines the four status figures and the latest events until they arrive', async () => {
    let answerHealth: (value: unknown) => void = () => undefined;
    let answerEvents: (value: unknown) => void = () => undefined;
    const health = new Promise((resolve) => (answerHealth = resolve));
    const events = new Promise((resolve) => (answerEvents = resolve));
    vi.mocked(getHealth).mockImplementation(() => health as never);
    vi.mocked(listAuthEvents).mockImplementation(() => events as never);
    show(<AdminHome />);
    const [status, latest] = screen.getAllByTestId('skeleton');
    expect(status!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-figure')).toHaveLength(4);
    expect(latest!.querySelectorAll('li')).toHaveLength(6);

    answerHealth({ status: 'ok', database: 'ok', version: '1.0.0', latencyMs: 3 });
    answerEvents({ events: [], total: 0, page: 1, pageSize: 25 });
    expect((await screen.findByTestId('system-status')).textContent).toBe('Operational');
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });
});
