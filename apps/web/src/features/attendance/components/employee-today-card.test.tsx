import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Shift } from '../api/organization';
import type { AttendanceRecord } from '../api/records';
import { EmployeeTodayCard } from './employee-today-card';

const GENERAL: Shift = {
  id: 'a1b8c7d0-0000-4000-8000-000000000001',
  name: 'General',
  starts_at: '09:30:00',
  ends_at: '18:30:00',
  grace_minutes: 10,
};
const NIGHT: Shift = {
  id: 'a1b8c7d0-0000-4000-8000-000000000002',
  name: 'Night',
  starts_at: '22:00:00',
  ends_at: '06:00:00',
  grace_minutes: 15,
};

function renderCard(record: AttendanceRecord | null, shift: Shift | null, isLoading = false) {
  return renderWithProviders(
    <MemoryRouter>
      <EmployeeTodayCard
        shift={shift}
        record={record}
        today="2026-11-23"
        now={new Date('2026-11-23T08:00:00Z')}
        timeZone="Asia/Kolkata"
        isLoading={isLoading}
        error={null}
        onRetry={() => {}}
        requestsPath="/dashboard/employee/requests"
      />
    </MemoryRouter>,
  );
}

const checkedIn = (shift: Shift | null): AttendanceRecord => ({
  id: 'r1',
  member_id: 'm1',
  date: '2026-11-23',
  class_session_id: null,
  shift_id: shift?.id ?? null,
  check_in_at: '2026-11-23T04:05:00Z',
  check_out_at: null,
  status: 'present',
  method: 'card',
  flags: [],
  note: null,
  session: null,
  shift,
});

describe('EmployeeTodayCard', () => {
  afterEach(cleanup);

  it('shows the shift today’s check-in was made under, even after a move to another shift', async () => {
    renderCard(checkedIn(GENERAL), NIGHT);
    expect(await screen.findByText(/General shift 9:30 am–6:30 pm/)).toBeTruthy();
    expect(screen.queryByText(/Night shift/)).toBeNull();
    expect(screen.getByTestId('today-in').textContent).toBe('9:35 am');
  });

  it('says when no shift is expected', () => {
    renderCard(null, null);
    expect(screen.getByText(/no shift assigned/)).toBeTruthy();
  });

  it('shows the current shift before checking in', async () => {
    renderCard(null, NIGHT);
    expect(await screen.findByText(/Night shift 10:00 pm–6:00 am/)).toBeTruthy();
  });

  it('draws today’s four figures as a skeleton while they load, then the figures', async () => {
    renderCard(null, GENERAL, true);
    const skeleton = screen.getByRole('status');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toBe('Loading...');
    expect(screen.getAllByTestId('skeleton-figure')).toHaveLength(4);
    expect(screen.queryByTestId('today-in')).toBeNull();
    cleanup();
    renderCard(checkedIn(GENERAL), GENERAL, false);
    expect((await screen.findByTestId('today-in')).textContent).toBe('9:35 am');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
