import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as sessionApi from '../api/get-session-info';
import { getSessionInfo, type SessionInfo } from '../api/get-session-info';
import { catalogue } from '../catalogue';
import { SessionDetails } from './session-details';

vi.mock('../api/get-session-info', async (importOriginal) => ({
  ...(await importOriginal<typeof sessionApi>()),
  getSessionInfo: vi.fn(),
}));
vi.mock('../hooks/use-auth', () => ({
  useAuth: () => ({ initialized: true, loading: false, error: null, user: null, profile: null }),
}));

const SESSION: SessionInfo = {
  userId: 'u1',
  email: 'meera@example.com',
  providers: ['email'],
  expiresAt: null,
  tokenType: 'bearer',
  currentLevel: 'aal1',
  nextLevel: 'aal1',
  verifiedFactors: 0,
  isValid: true,
};

describe('SessionDetails loading', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterEach(cleanup);

  it('outlines the seven rows of the session while it loads, then shows them', async () => {
    let answer: (value: SessionInfo) => void = () => undefined;
    const held = new Promise<SessionInfo>((resolve) => (answer = resolve));
    vi.mocked(getSessionInfo).mockImplementation(() => held);
    renderWithProviders(<SessionDetails />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    // A header row and seven rows of two cells.
    expect(skeleton.querySelector('[aria-hidden="true"]')?.children).toHaveLength(8);
    answer(SESSION);
    expect((await screen.findByTestId('session-details')).textContent).toContain(
      'meera@example.com',
    );
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });
});
