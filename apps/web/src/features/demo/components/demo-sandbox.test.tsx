import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import type * as demoApi from '../api/demo-api';
import { fetchDemoInfo, startDemoSession } from '../api/demo-api';
import { DemoSandbox } from './demo-sandbox';

/** The catalogues, as the app provides them. */
const WithCatalogues = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

vi.mock('../api/demo-api', async (importOriginal) => ({
  ...(await importOriginal<typeof demoApi>()),
  fetchDemoInfo: vi.fn(),
  startDemoSession: vi.fn(),
}));

const INFO = {
  isAvailable: true,
  resetAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  nextResetAt: new Date(Date.now() + 22 * 3_600_000).toISOString(),
  resetEveryHours: 24,
  organizations: [
    {
      kind: 'institute',
      name: 'Green Valley Public School',
      address: null,
      timezone: 'Asia/Kolkata',
    },
    { kind: 'company', name: 'Sahyadri Tech Solutions', address: null, timezone: 'Asia/Kolkata' },
  ],
  roles: [
    {
      role: 'teacher',
      organization: 'institute',
      userType: 'Teacher',
      name: 'Abhishek Mishra',
      description: {
        en: 'The Mathematics teacher of Class 8-A.',
        hi: 'कक्षा 8-A के गणित के शिक्षक।',
      },
    },
  ],
  isAdminOffered: false,
  adminNote: {
    en: 'Admin is not offered: an Admin sees every organisation.',
    hi: 'व्यवस्थापक का डेमो नहीं दिया जाता।',
  },
} as const;

function renderSandbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DemoSandbox />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: WithCatalogues },
  );
}

describe('DemoSandbox', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.mocked(fetchDemoInfo).mockResolvedValue(INFO as never);
    vi.mocked(startDemoSession).mockReset();
    assign.mockReset();
    Object.defineProperty(window, 'location', {
      value: { ...window.location, assign },
      configurable: true,
    });
  });
  afterEach(cleanup);

  it('offers six roles with the server’s names, and says why Admin is not one of them', async () => {
    renderSandbox();
    const roles = screen.getByRole('list', { name: 'Roles to try' });
    expect(within(roles).getAllByRole('listitem')).toHaveLength(6);
    expect(await screen.findByText('as Abhishek Mishra')).toBeTruthy();
    expect(screen.getByText('The Mathematics teacher of Class 8-A.')).toBeTruthy();
    expect(screen.getByTestId('demo-admin-note').textContent).toContain('Admin is not offered');
    expect(screen.getByTestId('demo-freshness').textContent).toMatch(
      /Data reset 2 hours ago; next reset in 22 hours/,
    );
  });

  it('signs in as the role and opens its dashboard', async () => {
    vi.mocked(startDemoSession).mockResolvedValue();
    const user = userEvent.setup();
    renderSandbox();
    await user.click(screen.getByRole('button', { name: /Try as Teacher/ }));
    expect(startDemoSession).toHaveBeenCalledWith('teacher', undefined);
    expect(assign).toHaveBeenCalledWith('/dashboard/teacher');
    // While one role starts, the others wait.
    expect(screen.getByRole('button', { name: /Try as Student/ }).hasAttribute('disabled')).toBe(
      true,
    );
    cleanup();
    renderSandbox();
    await user.click(screen.getByRole('button', { name: /Try at the school hostel/ }));
    expect(startDemoSession).toHaveBeenLastCalledWith('incharge', 'institute');
  });

  it('explains a rate limit in words', async () => {
    vi.mocked(startDemoSession).mockRejectedValue(
      new ApiError(429, 'over_request_rate_limit', 'Rate limit exceeded'),
    );
    const user = userEvent.setup();
    renderSandbox();
    await user.click(screen.getByRole('button', { name: /Try as Employee/ }));
    expect(await screen.findByText(/Too many demo sign-ins from your network/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('speaks Hindi, with the server’s Hindi descriptions', async () => {
    await activateLocale('hi');
    try {
      renderSandbox();
      const roles = screen.getByRole('list', { name: 'आज़माने के लिए भूमिकाएँ' });
      expect(within(roles).getAllByRole('listitem')).toHaveLength(6);
      expect(await screen.findByText('Abhishek Mishra के रूप में')).toBeTruthy();
      expect(screen.getByText('कक्षा 8-A के गणित के शिक्षक।')).toBeTruthy();
      expect(screen.queryByText(/Mathematics teacher/)).toBeNull();
      expect(screen.getByTestId('demo-admin-note').textContent).toContain(
        'व्यवस्थापक का डेमो नहीं दिया जाता।',
      );
      expect(screen.getByTestId('demo-freshness').textContent).toMatch(/2 घंटे पहले/);
      expect(screen.getByRole('button', { name: /शिक्षक बनकर आज़माएँ/ })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
