import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { GuardianLinkView } from '../api/consent-api';
import { catalogue } from '../catalogue';
import { Component as GuardianConsentPage } from './guardian-consent';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);

const pending: GuardianLinkView = {
  guardian_name: 'Sunita Sharma',
  student_name: 'Asha Sharma',
  org_name: 'Green Valley School',
  status: 'pending',
  consent: null,
  expires_at: '2026-12-10T00:00:00.000Z',
  face_captures: 0,
};

function renderPage(query = '?token=abc123') {
  renderWithProviders(
    <MemoryRouter initialEntries={[`/guardian-consent${query}`]}>
      <GuardianConsentPage />
    </MemoryRouter>,
  );
}

describe('the guardian consent page', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => mockedFetch.mockReset());
  afterEach(cleanup);

  it('says a link the server does not know is not valid, with nothing to retry', async () => {
    mockedFetch.mockRejectedValueOnce(new ApiError(404, 'not_found', 'Not found'));
    renderPage();
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a link is missing without asking the server', async () => {
    renderPage('');
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('on a server that is briefly unavailable, offers to try again, and then shows the page', async () => {
    mockedFetch.mockRejectedValueOnce(
      new ApiError(503, 'database_unavailable', 'The database is not answering'),
    );
    mockedFetch.mockResolvedValue(pending);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Could not open your consent page')).toBeTruthy();
    expect(screen.queryByText(/This link is not valid/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'I consent' })).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledTimes(2);
    expect(mockedFetch).toHaveBeenLastCalledWith('/api/guardian-consent/abc123');
  });
});
