/**
 * India's public holidays for 2026 and 2027, offered to an organisation's owner to review
 * (modules/calendar/holiday-suggestions.ts). A reviewed data file, not a package: date-holidays
 * 3.37 (ISC, CC-BY-3.0 data) lists all 36 states and territories but only fixed-date days for India
 * (six national days; no Holi, Id-ul-Fitr, Diwali, Dussehra, Pongal…), so it misses most of what
 * Indian offices and schools close for.
 *
 * Sources:
 * - National, 2026: Department of Personnel and Training, O.M. No. 12/1/2025-JCA of 3 July 2025,
 *   "Holidays to be observed in Central Government Offices during the year 2026", Annexure I (the
 *   14 compulsory holidays plus the three chosen for Delhi: Holi, Ram Navami, Janmashtami).
 * - National, 2027: the same 17 holidays, dated from the Hindu lunar calendar, the Islamic
 *   calendar (moon sighting) and the Gregorian Easter; checked against the moon's phases, not yet
 *   against DoPT's O.M. for 2027 — every lunar date is marked `approximate`.
 * - States: the fixed days of each state's own list (formation days, Netaji Jayanti, Tamil New
 *   Year, Ambedkar Jayanti, May Day…) and its main regional festivals (Gudi Padwa/Ugadi, Ganesh
 *   Chaturthi, Pongal, Durga Puja…), the festivals marked `approximate`.
 * Islamic holidays move with the sighting of the moon (DoPT says so itself), so they are marked
 * `approximate` in both years. The owner reviews every day before it becomes a holiday.
 */
export type IndiaHoliday = { date: string; name: string; approximate?: boolean };

export const INDIA_HOLIDAY_YEARS = [2026, 2027] as const;

const NATIONAL: Record<number, IndiaHoliday[]> = {
  2026: [
    { date: '2026-01-26', name: 'Republic Day' },
    { date: '2026-03-04', name: 'Holi' },
    { date: '2026-03-21', name: 'Id-ul-Fitr', approximate: true },
    { date: '2026-03-26', name: 'Ram Navami' },
    { date: '2026-03-31', name: 'Mahavir Jayanti' },
    { date: '2026-04-03', name: 'Good Friday' },
    { date: '2026-05-01', name: 'Buddha Purnima' },
    { date: '2026-05-27', name: 'Id-ul-Zuha (Bakrid)', approximate: true },
    { date: '2026-06-26', name: 'Muharram', approximate: true },
    { date: '2026-08-15', name: 'Independence Day' },
    { date: '2026-08-26', name: 'Milad-un-Nabi', approximate: true },
    { date: '2026-09-04', name: 'Janmashtami' },
    { date: '2026-10-02', name: 'Gandhi Jayanti' },
    { date: '2026-10-20', name: 'Dussehra' },
    { date: '2026-11-08', name: 'Diwali' },
    { date: '2026-11-24', name: 'Guru Nanak Jayanti' },
    { date: '2026-12-25', name: 'Christmas' },
  ],
  2027: [
    { date: '2027-01-26', name: 'Republic Day' },
    { date: '2027-03-10', name: 'Id-ul-Fitr', approximate: true },
    { date: '2027-03-22', name: 'Holi', approximate: true },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-04-15', name: 'Ram Navami', approximate: true },
    { date: '2027-04-18', name: 'Mahavir Jayanti', approximate: true },
    { date: '2027-05-17', name: 'Id-ul-Zuha (Bakrid)', approximate: true },
    { date: '2027-05-20', name: 'Buddha Purnima', approximate: true },
    { date: '2027-06-16', name: 'Muharram', approximate: true },
    { date: '2027-08-15', name: 'Independence Day' },
    { date: '2027-08-15', name: 'Milad-un-Nabi', approximate: true },
    { date: '2027-08-25', name: 'Janmashtami', approximate: true },
    { date: '2027-10-02', name: 'Gandhi Jayanti' },
    { date: '2027-10-09', name: 'Dussehra', approximate: true },
    { date: '2027-10-29', name: 'Diwali', approximate: true },
    { date: '2027-11-14', name: 'Guru Nanak Jayanti', approximate: true },
    { date: '2027-12-25', name: 'Christmas' },
  ],
};

/** States with a list (ISO 3166-2:IN codes without the "IN-"). */
export const INDIA_STATES = {
  GJ: 'Gujarat',
  KA: 'Karnataka',
  MH: 'Maharashtra',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  WB: 'West Bengal',
} as const;
export type IndiaState = keyof typeof INDIA_STATES;

const STATES: Record<IndiaState, Record<number, IndiaHoliday[]>> = {
  GJ: {
    2026: [
      { date: '2026-01-14', name: 'Uttarayan (Makar Sankranti)' },
      { date: '2026-05-01', name: 'Gujarat Sthapana Divas' },
      { date: '2026-11-10', name: 'Vikram Samvat New Year', approximate: true },
      { date: '2026-11-11', name: 'Bhai Bij', approximate: true },
    ],
    2027: [
      { date: '2027-01-14', name: 'Uttarayan (Makar Sankranti)' },
      { date: '2027-05-01', name: 'Gujarat Sthapana Divas' },
      { date: '2027-10-31', name: 'Vikram Samvat New Year', approximate: true },
      { date: '2027-11-01', name: 'Bhai Bij', approximate: true },
    ],
  },
  KA: {
    2026: [
      { date: '2026-01-15', name: 'Makara Sankranti', approximate: true },
      { date: '2026-03-19', name: 'Ugadi', approximate: true },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-05-01', name: 'May Day' },
      { date: '2026-11-01', name: 'Kannada Rajyotsava' },
    ],
    2027: [
      { date: '2027-01-15', name: 'Makara Sankranti', approximate: true },
      { date: '2027-04-07', name: 'Ugadi', approximate: true },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-05-01', name: 'May Day' },
      { date: '2027-11-01', name: 'Kannada Rajyotsava' },
    ],
  },
  MH: {
    2026: [
      { date: '2026-02-19', name: 'Chhatrapati Shivaji Maharaj Jayanti' },
      { date: '2026-03-19', name: 'Gudi Padwa', approximate: true },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-05-01', name: 'Maharashtra Day' },
      { date: '2026-09-14', name: 'Ganesh Chaturthi', approximate: true },
    ],
    2027: [
      { date: '2027-02-19', name: 'Chhatrapati Shivaji Maharaj Jayanti' },
      { date: '2027-04-07', name: 'Gudi Padwa', approximate: true },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-05-01', name: 'Maharashtra Day' },
      { date: '2027-09-04', name: 'Ganesh Chaturthi', approximate: true },
    ],
  },
  TG: {
    2026: [
      { date: '2026-01-14', name: 'Bhogi', approximate: true },
      { date: '2026-01-15', name: 'Sankranti', approximate: true },
      { date: '2026-03-19', name: 'Ugadi', approximate: true },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-06-02', name: 'Telangana Formation Day' },
    ],
    2027: [
      { date: '2027-01-14', name: 'Bhogi', approximate: true },
      { date: '2027-01-15', name: 'Sankranti', approximate: true },
      { date: '2027-04-07', name: 'Ugadi', approximate: true },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-06-02', name: 'Telangana Formation Day' },
    ],
  },
  TN: {
    2026: [
      { date: '2026-01-15', name: 'Pongal' },
      { date: '2026-01-16', name: 'Thiruvalluvar Day' },
      { date: '2026-01-17', name: 'Uzhavar Thirunal' },
      { date: '2026-04-14', name: 'Tamil New Year' },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-05-01', name: 'May Day' },
    ],
    2027: [
      { date: '2027-01-15', name: 'Pongal', approximate: true },
      { date: '2027-01-16', name: 'Thiruvalluvar Day', approximate: true },
      { date: '2027-01-17', name: 'Uzhavar Thirunal', approximate: true },
      { date: '2027-04-14', name: 'Tamil New Year' },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-05-01', name: 'May Day' },
    ],
  },
  WB: {
    2026: [
      { date: '2026-01-23', name: 'Netaji Jayanti' },
      { date: '2026-04-15', name: 'Bengali New Year (Poila Baisakh)' },
      { date: '2026-05-01', name: 'May Day' },
      { date: '2026-10-18', name: 'Durga Puja (Maha Ashtami)', approximate: true },
      { date: '2026-10-19', name: 'Durga Puja (Maha Navami)', approximate: true },
    ],
    2027: [
      { date: '2027-01-23', name: 'Netaji Jayanti' },
      { date: '2027-04-15', name: 'Bengali New Year (Poila Baisakh)', approximate: true },
      { date: '2027-05-01', name: 'May Day' },
      { date: '2027-10-07', name: 'Durga Puja (Maha Ashtami)', approximate: true },
      { date: '2027-10-08', name: 'Durga Puja (Maha Navami)', approximate: true },
    ],
  },
};

export type HolidaySuggestion = {
  date: string;
  name: string;
  source: 'national' | 'state';
  approximate: boolean;
};

/**
 * The national holidays and, when a state is chosen, its holidays for a year, in date order.
 * Days named twice (a state festival on a national holiday) become one day: the holidays table
 * keeps one holiday per date.
 */
export function indiaHolidays(year: number, state: IndiaState | null): HolidaySuggestion[] {
  const listed = [
    ...(NATIONAL[year] ?? []).map((h) => ({ ...h, source: 'national' as const })),
    ...((state && STATES[state][year]) || []).map((h) => ({ ...h, source: 'state' as const })),
  ];
  const byDate = new Map<string, HolidaySuggestion>();
  for (const h of listed) {
    const seen = byDate.get(h.date);
    if (!seen) {
      byDate.set(h.date, {
        date: h.date,
        name: h.name,
        source: h.source,
        approximate: !!h.approximate,
      });
    } else if (!seen.name.split(' / ').includes(h.name)) {
      seen.name = `${seen.name} / ${h.name}`;
      seen.approximate ||= !!h.approximate;
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
