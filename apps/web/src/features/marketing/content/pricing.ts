/**
 * Plans in INR. A "member" is a person whose attendance is recorded (a student or an employee);
 * owners, teachers, in-charges and admins are never counted.
 */
export type Plan = {
  id: 'free' | 'standard' | 'plus' | 'enterprise';
  name: string;
  /** Monthly price per member in rupees, billed monthly; null for free or custom. */
  monthly: number | null;
  /** Monthly price per member in rupees when billed yearly. */
  yearly: number | null;
  priceNote: string;
  audience: string;
  highlights: readonly string[];
  cta: { label: string; to: string };
  isRecommended?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    monthly: 0,
    yearly: 0,
    priceNote: 'for up to 50 members, for ever',
    audience: 'Tuition classes, small coaching centres and teams trying it out.',
    highlights: [
      'Every check-in method: face, ID card, roll-call, self check-in',
      '1 kiosk device, with offline queue',
      '1 site with a geofence',
      'Leave and correction requests',
      'Email support within 3 working days',
    ],
    cta: { label: 'Start free', to: '/register' },
  },
  {
    id: 'standard',
    name: 'Standard',
    monthly: 25,
    yearly: 20,
    priceNote: 'per member per month',
    audience: 'Schools, colleges and companies with one or a few campuses or sites.',
    highlights: [
      'Everything in Free, for any number of members',
      'Up to 10 kiosk devices and 5 sites',
      'Reports and payroll-period exports',
      'Bulk CSV import of students or employees',
      'Email support within 1 working day',
    ],
    cta: { label: 'Choose Standard', to: '/register' },
    isRecommended: true,
  },
  {
    id: 'plus',
    name: 'Plus',
    monthly: 40,
    yearly: 32,
    priceNote: 'per member per month',
    audience: 'Multi-campus institutes, factories and companies with many sites.',
    highlights: [
      'Everything in Standard',
      'Unlimited kiosk devices and sites',
      'A guided set-up call for your team',
      'Priority email and phone support, same working day',
    ],
    cta: { label: 'Choose Plus', to: '/register' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthly: null,
    yearly: null,
    priceNote: 'for 2,000 members or more',
    audience: 'University groups, school chains and large employers.',
    highlights: [
      'Everything in Plus',
      'Run it on your own servers with your own PostgreSQL, or hosted by us',
      'Data processing agreement and security review',
      'A named contact and an agreed response time',
    ],
    cta: { label: 'Talk to us', to: '/contact?topic=sales' },
  },
];

export type Cell = boolean | string;

export type ComparisonGroup = {
  title: string;
  rows: ReadonlyArray<{ feature: string; values: readonly [Cell, Cell, Cell, Cell] }>;
};

/** Rows of the comparison table; the four values follow PLANS' order. */
export const COMPARISON: readonly ComparisonGroup[] = [
  {
    title: 'Capacity',
    rows: [
      {
        feature: 'Members (students or employees)',
        values: ['Up to 50', 'Unlimited', 'Unlimited', 'Unlimited'],
      },
      { feature: 'Owners, teachers, in-charges', values: ['Free', 'Free', 'Free', 'Free'] },
      { feature: 'Kiosk devices', values: ['1', '10', 'Unlimited', 'Unlimited'] },
      { feature: 'Sites with a geofence', values: ['1', '5', 'Unlimited', 'Unlimited'] },
    ],
  },
  {
    title: 'Check-in',
    rows: [
      { feature: 'Face at a kiosk', values: [true, true, true, true] },
      { feature: 'ID card: QR, barcode, USB/RFID reader', values: [true, true, true, true] },
      { feature: 'Roll-call by teacher or in-charge', values: [true, true, true, true] },
      { feature: 'Self check-in on own phone with geofence', values: [true, true, true, true] },
      { feature: 'Offline kiosk with sync', values: [true, true, true, true] },
    ],
  },
  {
    title: 'Workflows and reports',
    rows: [
      { feature: 'Leave and correction requests', values: [true, true, true, true] },
      { feature: 'Audit log of changes', values: [true, true, true, true] },
      { feature: 'Bulk CSV import', values: [false, true, true, true] },
      { feature: 'Reports and payroll-period exports', values: [false, true, true, true] },
    ],
  },
  {
    title: 'Security',
    rows: [
      { feature: 'Two-factor authentication', values: [true, true, true, true] },
      { feature: 'Require two-factor for owners and admins', values: [true, true, true, true] },
      { feature: 'Your own servers and database', values: [false, false, false, true] },
    ],
  },
  {
    title: 'Support',
    rows: [
      {
        feature: 'Response time',
        values: ['3 working days', '1 working day', 'Same working day', 'Agreed in contract'],
      },
      { feature: 'Channels', values: ['Email', 'Email', 'Email and phone', 'Named contact'] },
      {
        feature: 'Set-up help',
        values: ['User guide', 'User guide', 'Guided call', 'Onboarding plan'],
      },
    ],
  },
];

export const GST_RATE_PERCENT = 18;

/** ₹1,23,456 style: Indian digit grouping. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);
}

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
