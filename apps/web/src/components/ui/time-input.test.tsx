import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CorrectionRequestForm } from '@/features/attendance/components/correction-request-form';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { FormField } from './form-field';
import { TimeInput } from './time-input';
import { type Clock, clockFor, formatTimeText, parseTimeText, shiftTime } from './time-text';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));

describe('time text', () => {
  it('reads forgiving typing as HH:MM and refuses what is not a time', () => {
    const cases: Array<[string, string | null]> = [
      ['930', '09:30'],
      ['0930', '09:30'],
      ['9', '09:00'],
      ['9.30', '09:30'],
      ['9:30', '09:30'],
      ['9 30', '09:30'],
      ['9:30pm', '21:30'],
      ['9.30 P.M.', '21:30'],
      ['9:30 am', '09:30'],
      ['12 am', '00:00'],
      ['12:15pm', '12:15'],
      ['21:30', '21:30'],
      ['2130', '21:30'],
      ['०९:३०', '09:30'],
      ['  7:05 AM ', '07:05'],
      ['24:00', null],
      ['9:60', null],
      ['13pm', null],
      ['0 am', null],
      ['99999', null],
      ['half past nine', null],
      ['', null],
    ];
    for (const [text, time] of cases) expect([text, parseTimeText(text)]).toEqual([text, time]);
  });

  it('shows a time on either clock, the 12-hour one as the shared formatter writes times', () => {
    expect(formatTimeText('21:05', '12h')).toBe('9:05 pm');
    expect(formatTimeText('09:30:00', '12h')).toBe('9:30 am');
    expect(formatTimeText('00:10', '12h')).toBe('12:10 am');
    expect(formatTimeText('21:05', '24h')).toBe('21:05');
    expect(formatTimeText('9:5', '24h')).toBe('');
    // India reads the 12-hour clock in English and in Hindi; a 24-hour locale is told apart.
    expect(clockFor('en')).toBe('12h');
    expect(clockFor('hi')).toBe('12h');
    expect(clockFor('en-GB')).toBe('24h');
    expect(shiftTime('23:50', 15)).toBe('00:05');
    expect(shiftTime('00:05', -15)).toBe('23:50');
  });
});

function Harness({
  initial = '',
  clock,
  onChange,
}: {
  initial?: string;
  clock?: Clock;
  onChange: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <FormField label="Starts" hint="When the shift begins">
        <TimeInput
          value={value}
          clock={clock}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      </FormField>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </I18nProvider>
  );
}

describe('TimeInput', () => {
  beforeEach(async () => {
    await act(() => activateLocale('en'));
  });
  afterEach(cleanup);

  it('shows the organisation’s 12-hour clock, labelled by its field, and reports HH:MM', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="09:00:00" onChange={onChange} />);
    const input = screen.getByLabelText('Starts') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('9:00 am');
    expect(input.getAttribute('placeholder')).toBe('h:mm am');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();

    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(input, '9.30pm');
    expect(onChange).toHaveBeenLastCalledWith('21:30');
    await user.tab();
    expect(input.value).toBe('9:30 pm');

    // ↑ and Page Down step the time from the keyboard.
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('21:45');
    expect(input.value).toBe('9:45 pm');
    await user.keyboard('{PageDown}');
    expect(onChange).toHaveBeenLastCalledWith('20:45');

    // A new value from outside (a form reset) replaces the text.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('');
  });

  it('shows the 24-hour clock when that is the organisation’s', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="21:05" clock="24h" onChange={onChange} />);
    const input = screen.getByLabelText('Starts') as HTMLInputElement;
    expect(input.value).toBe('21:05');
    expect(input.getAttribute('placeholder')).toBe('hh:mm');
    await user.clear(input);
    await user.type(input, '930');
    expect(onChange).toHaveBeenLastCalledWith('09:30');
    await user.tab();
    expect(input.value).toBe('09:30');
  });

  it('says a text is not a time once the person leaves it, tied to the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="09:00" onChange={onChange} />);
    const input = screen.getByLabelText('Starts');
    await user.clear(input);
    await user.type(input, '25:99');
    // Not a time: the text goes to the form, which refuses it, rather than nothing.
    expect(onChange).toHaveBeenLastCalledWith('25:99');
    expect(screen.queryByText(/Enter a time like/)).toBeNull();
    await user.tab();
    const error = screen.getByText('Enter a time like 9:30 am or 21:30.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    // A time clears it.
    await user.clear(input);
    await user.type(input, '12:30');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('12:30');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Enter a time like/)).toBeNull();
  });

  it('speaks Hindi when Hindi is in use', async () => {
    await act(() => activateLocale('hi'));
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const input = screen.getByLabelText('Starts');
    await user.type(input, 'कल');
    await user.tab();
    expect(screen.getByText('समय 9:30 am या 21:30 की तरह लिखें।')).toBeTruthy();
  });
});

describe('a form using it: the correction request', () => {
  afterEach(cleanup);

  it('sends the times typed the forgiving way as instants in the organisation’s zone', async () => {
    await act(() => activateLocale('en'));
    const fetchMock = vi.mocked(apiFetch);
    fetchMock.mockImplementation((path) =>
      Promise.resolve(
        String(path).startsWith('/api/me/correction-allowance')
          ? { limit: 3, used: 0, remaining: 3, month: '2026-11' }
          : { id: 'c1' },
      ),
    );
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <CorrectionRequestForm
            orgId="5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4"
            today="2026-11-23"
            timeZone="Asia/Kolkata"
            approver="Your in-charge"
            defaults={{ date: '2026-11-20', check_in: '09:41' }}
          />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const checkIn = screen.getByLabelText('Actual check-in') as HTMLInputElement;
    expect(checkIn.value).toBe('9:41 am');
    await user.clear(checkIn);
    await user.type(checkIn, '941');
    const checkOut = screen.getByLabelText('Actual check-out') as HTMLInputElement;
    await user.type(checkOut, '6.30pm');
    await user.type(screen.getByLabelText(/What happened/), 'Forgot to scan out');
    expect(checkOut.value).toBe('6:30 pm');
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText(/Correction request sent/)).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([path]) => path === '/api/correction-requests');
    expect(sent?.[1]).toMatchObject({
      body: {
        check_in_at: '2026-11-20T09:41:00+05:30',
        check_out_at: '2026-11-20T18:30:00+05:30',
      },
    });
  });
});
