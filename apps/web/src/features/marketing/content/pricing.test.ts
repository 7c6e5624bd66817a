import { formatRupees } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import en from '../locales/pricing/en.json';
import hi from '../locales/pricing/hi.json';
import { COMPARISON, estimateMonthlyBill, PLANS } from './pricing';

const plan = (id: string) => PLANS.find((candidate) => candidate.id === id)!;

describe('pricing', () => {
  it('formats rupees with Indian digit grouping in both languages', () => {
    expect(formatRupees(123456, 'en')).toBe('₹1,23,456');
    expect(formatRupees(123456, 'hi')).toBe('₹1,23,456');
    expect(formatRupees(0, 'en')).toBe('₹0');
  });

  it('estimates a monthly bill per member and billing cycle', () => {
    expect(estimateMonthlyBill(plan('standard'), 300, 'monthly')).toBe(7500);
    expect(estimateMonthlyBill(plan('standard'), 300, 'yearly')).toBe(6000);
    expect(estimateMonthlyBill(plan('plus'), 1000, 'monthly')).toBe(40000);
  });

  it('keeps Free at zero up to 50 members and unavailable beyond', () => {
    expect(estimateMonthlyBill(plan('free'), 50, 'monthly')).toBe(0);
    expect(estimateMonthlyBill(plan('free'), 51, 'monthly')).toBeNull();
  });

  it('has no list price for Enterprise', () => {
    expect(estimateMonthlyBill(plan('enterprise'), 5000, 'monthly')).toBeNull();
  });

  it('gives every comparison row one value per plan', () => {
    for (const group of COMPARISON) {
      for (const row of group.rows) expect(row.values).toHaveLength(PLANS.length);
    }
  });

  it('names every plan, note and cell with a message both catalogues have', () => {
    const ids = [
      ...PLANS.flatMap((p) => [p.name, p.priceNote, p.audience, p.cta.label, ...p.highlights]),
      ...COMPARISON.flatMap((group) => [
        group.title,
        ...group.rows.flatMap((row) => [row.feature, ...row.values]),
      ]),
    ].filter((value): value is keyof typeof en => typeof value === 'string');
    for (const id of ids) {
      expect(en[id], id).toBeTruthy();
      expect(hi[id as keyof typeof hi], id).toBeTruthy();
    }
  });
});
