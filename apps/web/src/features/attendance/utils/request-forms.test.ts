import { describe, expect, it } from 'vitest';
import { correctionFormSchema, leaveDays, toCorrectionInput } from './request-forms';

const parse = (values: Record<string, string>) => correctionFormSchema.safeParse(values);

describe('correction form', () => {
  it('needs at least one of the actual times and a reason', () => {
    const result = parse({ date: '2026-11-20', check_in: '', check_out: '', reason: 'x' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toContainEqual(['check_in', 'Give the actual check-in or check-out time.']);
    expect(messages).toContainEqual(['reason', 'Say briefly what happened.']);
  });

  it('sends the times as instants in the organisation’s zone, as the server expects', () => {
    const values = correctionFormSchema.parse({
      date: '2026-11-20',
      check_in: '09:41',
      check_out: '18:30',
      reason: 'Forgot to scan out',
    });
    expect(
      toCorrectionInput(values, 'Asia/Kolkata', '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4'),
    ).toEqual({
      org_id: '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4',
      date: '2026-11-20',
      check_in_at: '2026-11-20T09:41:00+05:30',
      check_out_at: '2026-11-20T18:30:00+05:30',
      reason: 'Forgot to scan out',
    });
  });

  it('reads a check-out earlier than the check-in as the next morning (night shift)', () => {
    const values = correctionFormSchema.parse({
      date: '2026-11-20',
      check_in: '22:00',
      check_out: '06:10',
      reason: 'Night shift, scanner down',
    });
    const input = toCorrectionInput(values, 'Asia/Kolkata');
    expect(input.check_out_at).toBe('2026-11-21T06:10:00+05:30');
  });

  it('may send only the check-out', () => {
    const values = correctionFormSchema.parse({
      date: '2026-11-20',
      check_out: '18:05',
      reason: 'Left at 6',
    });
    const input = toCorrectionInput(values, 'Asia/Kolkata');
    expect(input).not.toHaveProperty('check_in_at');
    expect(input.check_out_at).toBe('2026-11-20T18:05:00+05:30');
  });
});

describe('leave', () => {
  it('counts both ends', () => {
    expect(leaveDays('2026-11-20', '2026-11-20')).toBe(1);
    expect(leaveDays('2026-11-28', '2026-12-02')).toBe(5);
  });
});
