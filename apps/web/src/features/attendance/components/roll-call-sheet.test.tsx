import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { ApiError, apiFetch } from '@/lib/api-client';
import { RollCallSheet } from './roll-call-sheet';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);

const person = (id: string, name: string, status: string | null) => ({
  member_id: id,
  full_name: name,
  roll_number: `8A-${id}`,
  employee_code: null,
  photo_url: null,
  record_id: status ? `r-${id}` : null,
  status,
  check_in_at: null,
  check_out_at: null,
  note: null,
});

/** The period's name as the server sends it (data, not interface text). */
const SUBJECT = 'Mathematics';

const ROSTER = {
  orgId: 'o',
  groupId: 'g',
  classSessionId: 's1',
  label: SUBJECT,
  date: '2026-11-20',
  people: [
    person('1', 'Asha Rao', null),
    person('2', 'Bilal Khan', 'present'),
    person('3', 'Chitra Iyer', null),
  ],
};

function renderSheet() {
  renderWithProviders(
    <RollCallSheet target={{ class_session_id: 's1' }} date="2026-11-20" timeZone="Asia/Kolkata" />,
  );
}

const row = (name: string) => within(screen.getByText(name).closest('li')!);

describe('RollCallSheet', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
  });
  afterEach(cleanup);

  it('draws the roster’s shape while it loads, and the roster in its place when it arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    mockedFetch.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderSheet();
    const skeleton = await screen.findByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toBe('Loading the roster...');
    expect(screen.getAllByTestId('skeleton-roster-row')).toHaveLength(8);
    answer(ROSTER);
    await screen.findByText('Asha Rao');
    expect(screen.queryByTestId('skeleton-roster')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('marks everyone not yet marked present and saves the new marks after confirming', async () => {
    mockedFetch.mockImplementation(async (path, options) => {
      if (options?.method === 'POST') return { created: 2, changed: 0, unchanged: 0 };
      expect(path).toBe('/api/roll-call?class_session_id=s1&date=2026-11-20');
      return ROSTER;
    });
    const user = userEvent.setup();
    renderSheet();
    await screen.findByText('Asha Rao');
    expect(screen.getByTestId('roll-call-counts').textContent).toBe('1 present · 2 not marked');
    await user.click(screen.getByRole('button', { name: /Mark all present/ }));
    expect(screen.getByTestId('roll-call-counts').textContent).toBe('3 present');
    await user.click(row('Chitra Iyer').getByRole('radio', { name: 'Absent' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2 people marked for the first time');
    await user.click(within(dialog).getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Saved: 2 marked.')).toBeTruthy();
    const post = mockedFetch.mock.calls.find(([, o]) => o?.method === 'POST')!;
    expect(post[1]?.body).toEqual({
      class_session_id: 's1',
      date: '2026-11-20',
      entries: [
        { member_id: '1', status: 'present' },
        { member_id: '3', status: 'absent' },
      ],
    });
  });

  it('speaks Hindi when Hindi is chosen: counts, the bulk button and the saved summary', async () => {
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'POST' ? { created: 2, changed: 0, unchanged: 0 } : ROSTER,
    );
    await activateLocale('hi');
    try {
      const user = userEvent.setup();
      renderSheet();
      await screen.findByText('Asha Rao');
      expect(screen.getByTestId('roll-call-counts').textContent).toBe('1 उपस्थित · 2 चिह्नित नहीं');
      await user.click(screen.getByRole('button', { name: /सभी को उपस्थित चिह्नित करें/ }));
      await user.click(screen.getByRole('button', { name: 'उपस्थिति सहेजें' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain('2 लोग पहली बार चिह्नित');
      await user.click(within(dialog).getByRole('button', { name: 'उपस्थिति सहेजें' }));
      expect(await screen.findByText('सहेजा गया: 2 चिह्नित।')).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });

  it('asks for a reason before changing a recorded status, and sends it', async () => {
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'POST' ? { created: 0, changed: 1, unchanged: 0 } : ROSTER,
    );
    const user = userEvent.setup();
    renderSheet();
    await screen.findByText('Bilal Khan');
    await user.click(row('Bilal Khan').getByRole('radio', { name: 'Late' }));
    const reason = screen.getByLabelText(/Reason for changing Bilal Khan from present to late/);
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Give a reason for this change.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    await user.type(reason, 'Came after the bell');
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save attendance' }),
    );
    await screen.findByText('Saved: 1 changed.');
    const post = mockedFetch.mock.calls.find(([, o]) => o?.method === 'POST')!;
    expect((post[1]?.body as { entries: unknown[] }).entries).toEqual([
      { member_id: '2', status: 'late', note: 'Came after the bell' },
    ]);
  });

  it('points at the person when the server still wants a reason', async () => {
    mockedFetch.mockImplementation(async (_path, options) => {
      if (options?.method === 'POST') {
        throw new ApiError(
          400,
          'reason_required',
          'Give a reason for changing Bilal Khan from present to absent.',
          {
            code: 'reason_required',
            member_id: '2',
          },
        );
      }
      return ROSTER;
    });
    const user = userEvent.setup();
    renderSheet();
    await screen.findByText('Bilal Khan');
    await user.click(row('Bilal Khan').getByRole('radio', { name: 'Absent' }));
    await user.type(screen.getByLabelText(/Reason for changing Bilal Khan/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save attendance' }),
    );
    expect(
      await screen.findByText('Give a reason for changing Bilal Khan from present to absent.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
