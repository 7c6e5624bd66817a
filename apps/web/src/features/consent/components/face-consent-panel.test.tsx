import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ConsentStatus } from '../api/consent-api';
import { catalogue } from '../catalogue';
import { FaceConsentPanel } from './face-consent-panel';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const MEMBER = '0b8f6c1e-3f7a-4f43-9d2b-6f1c7a2e9b10';

const status: ConsentStatus = {
  member_id: MEMBER,
  member_name: 'Aarav Sharma',
  role: 'student',
  date_of_birth: '2012-05-01',
  minor: true,
  consent_required: true,
  may_enrol: false,
  consent: null,
  history: [],
  face_captures: 0,
  can_record: true,
  guardians: [
    {
      id: 'g1',
      position: 1,
      full_name: 'Sunita Sharma',
      relationship: 'mother',
      has_email: true,
      has_phone: true,
    },
    {
      id: 'g2',
      position: 2,
      full_name: 'Ramesh Sharma',
      relationship: 'father',
      has_email: false,
      has_phone: true,
    },
  ],
};

describe('FaceConsentPanel', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => {
    mockedFetch.mockReset();
    mockedFetch.mockImplementation((path) =>
      String(path).endsWith('/face-consent/links')
        ? Promise.resolve({ sent_to: '+91 98765 43210', channel: 'sms' })
        : Promise.resolve(status),
    );
  });
  afterEach(cleanup);

  it('e-mails the link to a guardian with an address and texts it to one with only a phone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaceConsentPanel who={{ memberId: MEMBER }} />);
    expect(
      await screen.findByRole('button', { name: 'E-mail consent link to Sunita Sharma' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Text consent link to Ramesh Sharma' }));
    await waitFor(() =>
      expect(
        mockedFetch.mock.calls.find(([path]) => String(path).endsWith('/face-consent/links')),
      ).toEqual([
        `/api/members/${MEMBER}/face-consent/links`,
        { method: 'POST', body: { guardian_position: 2 } },
      ]),
    );
    expect(await screen.findByText('Consent link sent to +91 98765 43210.')).toBeTruthy();
  });

  it('offers no link to a guardian without an e-mail address or a phone', async () => {
    mockedFetch.mockImplementation(() =>
      Promise.resolve({
        ...status,
        guardians: [{ ...status.guardians[1]!, has_phone: false }],
      }),
    );
    renderWithProviders(<FaceConsentPanel who={{ memberId: MEMBER }} />);
    expect(await screen.findByRole('button', { name: 'Record consent on paper' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /consent link to/ })).toBeNull();
  });

  it('holds the place of the panel while the consent loads, then shows it', async () => {
    // One answer for every request, held back until the test gives it.
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    mockedFetch.mockImplementation(() => held as never);
    renderWithProviders(<FaceConsentPanel who={{ memberId: MEMBER }} />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(2);
    answer(status);
    expect(
      await screen.findByRole('button', { name: 'E-mail consent link to Sunita Sharma' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });
});
