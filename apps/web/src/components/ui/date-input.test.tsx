import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import { DateInput } from './date-input';
import { dayMonthYearToIso, isoToDayMonthYear } from './date-text';
import { FormField } from './form-field';

describe('day/month/year text', () => {
  it('reads the organisation format and pasted ISO days, and refuses days that do not exist', () => {
    expect(dayMonthYearToIso('24/11/2026')).toBe('2026-11-24');
    expect(dayMonthYearToIso(' 5-3-2026 ')).toBe('2026-03-05');
    expect(dayMonthYearToIso('05.03.2026')).toBe('2026-03-05');
    expect(dayMonthYearToIso('2026-03-05')).toBe('2026-03-05');
    expect(dayMonthYearToIso('29/02/2028')).toBe('2028-02-29');
    expect(dayMonthYearToIso('29/02/2026')).toBeNull();
    expect(dayMonthYearToIso('31/04/2026')).toBeNull();
    expect(dayMonthYearToIso('13/13/2026')).toBeNull();
    expect(dayMonthYearToIso('24/11/26')).toBeNull();
    expect(dayMonthYearToIso('24/11')).toBeNull();
    expect(isoToDayMonthYear('2026-11-24')).toBe('24/11/2026');
    expect(isoToDayMonthYear('')).toBe('');
  });
});

function Harness({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <FormField label="Day" hint="The first day">
        <DateInput
          value={value}
          min="2026-11-02"
          max="2026-11-26"
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      </FormField>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
      <output data-testid="value">{value}</output>
    </I18nProvider>
  );
}

describe('DateInput', () => {
  // The month grid is a chunk of its own (React.lazy): loaded here once, so a busy machine's first
  // import of it does not outlast the queries' one-second wait for the grid.
  beforeAll(async () => {
    await import('./date-calendar');
  });

  beforeEach(async () => {
    await act(() => activateLocale('en'));
  });
  afterEach(cleanup);

  it('shows the value as dd/mm/yyyy, labelled by its field, and reports typed dates as ISO', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-11-24" onChange={onChange} />);
    const input = screen.getByLabelText('Day');
    expect((input as HTMLInputElement).value).toBe('24/11/2026');
    expect(input.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();

    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(input, '3/11/202');
    // Half a date reports nothing.
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.type(input, '6');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('03/11/2026');

    // A new value from outside (a form reset) replaces the text.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('picks a day from the month grid with the keyboard and gives the focus back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-11-24" onChange={onChange} />);
    const opener = screen.getByRole('button', { name: 'Choose a date' });
    await user.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const picker = await screen.findByRole('dialog', { name: 'Choose a date' });
    // The selected day has the focus; the days after `max` cannot be picked.
    const selected = await within(picker).findByRole('button', { name: /24 November 2026/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(selected));
    expect(
      within(picker)
        .getByRole('button', { name: /27 November 2026/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    expect(input.value).toBe('23/11/2026');
    expect(document.activeElement).toBe(input);

    // Escape closes without choosing, back on the opener.
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('speaks Hindi when Hindi is in use', async () => {
    await act(() => activateLocale('hi'));
    const user = userEvent.setup();
    render(<Harness initial="2026-11-24" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Day').getAttribute('placeholder')).toBe('दिन/माह/वर्ष');
    await user.click(screen.getByRole('button', { name: 'तारीख चुनें' }));
    const picker = await screen.findByRole('dialog', { name: 'तारीख चुनें' });
    expect(await within(picker).findByText(/नवंबर 2026/)).toBeTruthy();
  });
});
