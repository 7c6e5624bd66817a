import type { PricingMessageId } from '@/features/marketing/catalogues/pricing';
import '@/features/marketing/catalogues/pricing';

/**
 * Plans in INR. A "member" is a person whose attendance is recorded (a student or an employee);
 * owners, teachers, in-charges and admins are never counted. Words are catalogue ids; amounts are
 * formatted in the reader's locale (formatRupees of @ias/shared: ₹1,23,456).
 */
export type Plan = {
  id: 'free' | 'standard' | 'plus' | 'enterprise';
  name: PricingMessageId;
  /** Monthly price per member in rupees, billed monthly; null for free or custom. */
  monthly: number | null;
  /** Monthly price per member in rupees when billed yearly. */
  yearly: number | null;
  priceNote: PricingMessageId;
  audience: PricingMessageId;
  highlights: readonly PricingMessageId[];
  cta: { label: PricingMessageId; to: string };
  isRecommended?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'marketing.plan.free',
    monthly: 0,
    yearly: 0,
    priceNote: 'marketing.plan.free.note',
    audience: 'marketing.plan.free.audience',
    highlights: [
      'marketing.plan.free.h1',
      'marketing.plan.free.h2',
      'marketing.plan.free.h3',
      'marketing.plan.free.h4',
      'marketing.plan.free.h5',
    ],
    cta: { label: 'marketing.plan.free.cta', to: '/register' },
  },
  {
    id: 'standard',
    name: 'marketing.plan.standard',
    monthly: 25,
    yearly: 20,
    priceNote: 'marketing.plan.perMember',
    audience: 'marketing.plan.standard.audience',
    highlights: [
      'marketing.plan.standard.h1',
      'marketing.plan.standard.h2',
      'marketing.plan.standard.h3',
      'marketing.plan.standard.h4',
      'marketing.plan.standard.h5',
    ],
    cta: { label: 'marketing.plan.standard.cta', to: '/register' },
    isRecommended: true,
  },
  {
    id: 'plus',
    name: 'marketing.plan.plus',
    monthly: 40,
    yearly: 32,
    priceNote: 'marketing.plan.perMember',
    audience: 'marketing.plan.plus.audience',
    highlights: [
      'marketing.plan.plus.h1',
      'marketing.plan.plus.h2',
      'marketing.plan.plus.h3',
      'marketing.plan.plus.h4',
    ],
    cta: { label: 'marketing.plan.plus.cta', to: '/register' },
  },
  {
    id: 'enterprise',
    name: 'marketing.plan.enterprise',
    monthly: null,
    yearly: null,
    priceNote: 'marketing.plan.enterprise.note',
    audience: 'marketing.plan.enterprise.audience',
    highlights: [
      'marketing.plan.enterprise.h1',
      'marketing.plan.enterprise.h2',
      'marketing.plan.enterprise.h3',
      'marketing.plan.enterprise.h4',
    ],
    cta: { label: 'marketing.plan.enterprise.cta', to: '/contact?topic=sales' },
  },
];

/** A cell: included, not included, or a short value (a catalogue id, or a bare number). */
export type Cell = boolean | PricingMessageId | number;

export type ComparisonGroup = {
  title: PricingMessageId;
  rows: ReadonlyArray<{
    feature: PricingMessageId;
    values: readonly [Cell, Cell, Cell, Cell];
  }>;
};

const yes = [true, true, true, true] as const;

/** Rows of the comparison table; the four values follow PLANS' order. */
export const COMPARISON: readonly ComparisonGroup[] = [
  {
    title: 'marketing.compare.capacity',
    rows: [
      {
        feature: 'marketing.compare.members',
        values: [
          'marketing.compare.upTo50',
          'marketing.compare.unlimited',
          'marketing.compare.unlimited',
          'marketing.compare.unlimited',
        ],
      },
      {
        feature: 'marketing.compare.staff',
        values: [
          'marketing.compare.free',
          'marketing.compare.free',
          'marketing.compare.free',
          'marketing.compare.free',
        ],
      },
      {
        feature: 'marketing.compare.kiosks',
        values: [1, 10, 'marketing.compare.unlimited', 'marketing.compare.unlimited'],
      },
      {
        feature: 'marketing.compare.sites',
        values: [1, 5, 'marketing.compare.unlimited', 'marketing.compare.unlimited'],
      },
    ],
  },
  {
    title: 'marketing.compare.checkIn',
    rows: [
      { feature: 'marketing.compare.face', values: yes },
      { feature: 'marketing.compare.card', values: yes },
      { feature: 'marketing.compare.rollCall', values: yes },
      { feature: 'marketing.compare.self', values: yes },
      { feature: 'marketing.compare.offline', values: yes },
    ],
  },
  {
    title: 'marketing.compare.workflows',
    rows: [
      { feature: 'marketing.compare.requests', values: yes },
      { feature: 'marketing.compare.audit', values: yes },
      { feature: 'marketing.compare.import', values: [false, true, true, true] },
      { feature: 'marketing.compare.reports', values: [false, true, true, true] },
    ],
  },
  {
    title: 'marketing.compare.security',
    rows: [
      { feature: 'marketing.compare.twoFactor', values: yes },
      { feature: 'marketing.compare.requireTwoFactor', values: yes },
      { feature: 'marketing.compare.ownServers', values: [false, false, false, true] },
    ],
  },
  {
    title: 'marketing.compare.support',
    rows: [
      {
        feature: 'marketing.compare.response',
        values: [
          'marketing.compare.response3',
          'marketing.compare.response1',
          'marketing.compare.responseSame',
          'marketing.compare.responseAgreed',
        ],
      },
      {
        feature: 'marketing.compare.channels',
        values: [
          'marketing.compare.email',
          'marketing.compare.email',
          'marketing.compare.emailPhone',
          'marketing.compare.namedContact',
        ],
      },
      {
        feature: 'marketing.compare.setup',
        values: [
          'marketing.compare.guide',
          'marketing.compare.guide',
          'marketing.compare.call',
          'marketing.compare.onboarding',
        ],
      },
    ],
  },
];

export const GST_RATE_PERCENT = 18;

/** The monthly bill before GST for a number of members on a plan and billing cycle. */
export function estimateMonthlyBill(
  plan: Pick<Plan, 'monthly' | 'yearly' | 'id'>,
  members: number,
  cycle: 'monthly' | 'yearly',
): number | null {
  const rate = cycle === 'yearly' ? plan.yearly : plan.monthly;
  if (rate === null) return null;
  if (plan.id === 'free') return members <= 50 ? 0 : null;
  return Math.max(0, Math.round(members)) * rate;
}
