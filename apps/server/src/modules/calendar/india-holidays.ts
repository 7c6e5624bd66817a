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
 * - States, 2026: each state's own notification for 2026 where it was published by November 2025,
 *   as reported in the press — Bihar (General Administration Department, cabinet of 19 August
 *   2025), Punjab (Department of Personnel, No. 06/01/2025-2PP3/781 of 26 November 2025), Uttar
 *   Pradesh (Karmik department, December 2025), Kerala (Negotiable Instruments Act list, 2026),
 *   Rajasthan (General Administration Department, 2026); for the others the fixed days of the
 *   state's usual list (formation days, Netaji Jayanti, Tamil New Year, Ambedkar Jayanti, May
 *   Day…) and its main regional festivals (Gudi Padwa/Ugadi, Ganesh Chaturthi, Pongal, Durga
 *   Puja, Onam, Chhath…). Delhi keeps the central list; its Chhath Puja is the one addition.
 *   Every festival not read from a notification is marked `approximate`.
 * - States, 2027: the fixed days, and the festivals dated from the lunar calendar (Onam by the
 *   Thiruvonam star in Chingam, Chhath a week after Diwali…), every such date `approximate`.
 * Only these states have a list: GJ, KA, MH, TS, TN, WB, UP, DL, KL, PB, RJ, BR. An organisation
 * in another state is offered the national days alone and adds its state's by hand.
 * Islamic holidays move with the sighting of the moon (DoPT says so itself), so they are marked
 * `approximate` in both years. The owner reviews every day before it becomes a holiday.
 *
 * Checked on 27 November 2026 against date-holidays 3.37.0 (national list and every state above,
 * 2026 and 2027) and against the rule for each fixed-date day (Republic Day, Independence Day,
 * Gandhi Jayanti, Christmas, Good Friday from the Gregorian Easter, formation days, birth and
 * martyrdom anniversaries): every date both sources give agrees with this file, so none changed.
 * india-holidays.test.ts pins those fixed days for every state listed. Left as they are, where
 * the package and this file differ and no second source settles it: the package has Ambedkar
 * Jayanti (14 April) as national (DoPT's Annexure I does not; this file lists it per state);
 * Sardar Patel Jayanti (31 October) for GJ; Basava Jayanti, Kanakadasa Jayanti (on fixed dates,
 * though both are lunar) and Kalyana Karnataka Liberation Day (17 September) for KA; Swami
 * Vivekananda Jayanti (12 January) and Rabindra Jayanti (8 May) for WB; Kerala Piravi
 * (1 November) and "Vaisakhi" (21 April) for KL; Rabindra Jayanti and Maharana Pratap Jayanti
 * on 9 May (Rajasthan keeps the lunar date) for RJ; Labour Day for BR. It names Telangana TG
 * (this repository follows ISO's TS) and has nothing of its own for UP and DL.
 */
import type { IndiaStateCode } from '@ias/shared';

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

/**
 * The states and union territories with a list here (ISO 3166-2:IN codes, as
 * packages/shared/src/india-states.ts). Any other state gets the national days alone.
 */
const STATES: Partial<Record<IndiaStateCode, Record<number, IndiaHoliday[]>>> = {
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
  TS: {
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
  UP: {
    2026: [
      { date: '2026-01-03', name: 'Hazrat Ali Jayanti', approximate: true },
      { date: '2026-02-15', name: 'Maha Shivratri' },
      { date: '2026-03-03', name: 'Holika Dahan', approximate: true },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-08-28', name: 'Raksha Bandhan', approximate: true },
      { date: '2026-11-09', name: 'Govardhan Puja', approximate: true },
      { date: '2026-11-10', name: 'Bhai Dooj', approximate: true },
    ],
    2027: [
      { date: '2027-03-06', name: 'Maha Shivratri', approximate: true },
      { date: '2027-03-21', name: 'Holika Dahan', approximate: true },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-08-17', name: 'Raksha Bandhan', approximate: true },
      { date: '2027-10-30', name: 'Govardhan Puja', approximate: true },
      { date: '2027-10-31', name: 'Bhai Dooj', approximate: true },
    ],
  },
  DL: {
    // Delhi keeps the central government's list (the national days above, which are DoPT's
    // holidays for Delhi); the Delhi government has added Chhath Puja in recent years.
    2026: [{ date: '2026-11-15', name: 'Chhath Puja', approximate: true }],
    2027: [{ date: '2027-11-05', name: 'Chhath Puja', approximate: true }],
  },
  KL: {
    2026: [
      { date: '2026-01-02', name: 'Mannam Jayanthi' },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-04-15', name: 'Vishu', approximate: true },
      { date: '2026-05-01', name: 'May Day' },
      { date: '2026-08-25', name: 'First Onam', approximate: true },
      { date: '2026-08-26', name: 'Thiruvonam', approximate: true },
      { date: '2026-08-27', name: 'Third Onam', approximate: true },
      { date: '2026-08-28', name: 'Ayyankali Jayanthi / Sree Narayana Guru Jayanthi' },
      { date: '2026-09-22', name: 'Sree Narayana Guru Samadhi', approximate: true },
      { date: '2026-10-19', name: 'Mahanavami', approximate: true },
    ],
    2027: [
      { date: '2027-01-02', name: 'Mannam Jayanthi' },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-04-15', name: 'Vishu', approximate: true },
      { date: '2027-05-01', name: 'May Day' },
      { date: '2027-08-28', name: 'Ayyankali Jayanthi' },
      { date: '2027-09-11', name: 'First Onam', approximate: true },
      { date: '2027-09-12', name: 'Thiruvonam', approximate: true },
      { date: '2027-09-13', name: 'Third Onam', approximate: true },
      { date: '2027-10-08', name: 'Mahanavami', approximate: true },
    ],
  },
  PB: {
    2026: [
      { date: '2026-02-01', name: 'Guru Ravidas Jayanti' },
      { date: '2026-03-23', name: 'Shaheedi Diwas (Bhagat Singh, Sukhdev, Rajguru)' },
      { date: '2026-04-08', name: 'Guru Nabha Dass Jayanti' },
      { date: '2026-04-14', name: 'Vaisakhi / Ambedkar Jayanti' },
      { date: '2026-05-01', name: 'May Day' },
      { date: '2026-06-18', name: 'Martyrdom Day of Guru Arjan Dev' },
      { date: '2026-06-29', name: 'Kabir Jayanti' },
      { date: '2026-07-31', name: 'Martyrdom Day of Shaheed Udham Singh' },
      { date: '2026-11-16', name: 'Martyrdom Day of Kartar Singh Sarabha' },
      { date: '2026-12-28', name: 'Shaheedi Sabha Fatehgarh Sahib' },
    ],
    2027: [
      { date: '2027-02-20', name: 'Guru Ravidas Jayanti', approximate: true },
      { date: '2027-03-23', name: 'Shaheedi Diwas (Bhagat Singh, Sukhdev, Rajguru)' },
      { date: '2027-04-14', name: 'Vaisakhi / Ambedkar Jayanti', approximate: true },
      { date: '2027-05-01', name: 'May Day' },
      { date: '2027-07-31', name: 'Martyrdom Day of Shaheed Udham Singh' },
      { date: '2027-11-16', name: 'Martyrdom Day of Kartar Singh Sarabha' },
      { date: '2027-12-27', name: 'Shaheedi Sabha Fatehgarh Sahib', approximate: true },
    ],
  },
  RJ: {
    2026: [
      { date: '2026-01-25', name: 'Devnarayan Jayanti', approximate: true },
      { date: '2026-03-02', name: 'Holika Dahan', approximate: true },
      { date: '2026-03-03', name: 'Dhulandi', approximate: true },
      { date: '2026-03-20', name: 'Cheti Chand', approximate: true },
      { date: '2026-04-11', name: 'Mahatma Jyotiba Phule Jayanti' },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-04-19', name: 'Parshuram Jayanti', approximate: true },
      { date: '2026-06-17', name: 'Maharana Pratap Jayanti', approximate: true },
      { date: '2026-08-28', name: 'Raksha Bandhan', approximate: true },
      { date: '2026-09-21', name: 'Ramdev Jayanti / Teja Dashmi', approximate: true },
    ],
    2027: [
      { date: '2027-03-21', name: 'Holika Dahan', approximate: true },
      { date: '2027-04-11', name: 'Mahatma Jyotiba Phule Jayanti' },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-08-17', name: 'Raksha Bandhan', approximate: true },
    ],
  },
  BR: {
    2026: [
      { date: '2026-01-23', name: 'Vasant Panchami' },
      { date: '2026-02-15', name: 'Maha Shivratri' },
      { date: '2026-03-03', name: 'Holi' },
      { date: '2026-03-22', name: 'Bihar Diwas' },
      { date: '2026-03-26', name: 'Samrat Ashok Ashtami' },
      { date: '2026-04-14', name: 'Ambedkar Jayanti' },
      { date: '2026-04-23', name: 'Veer Kunwar Singh Jayanti' },
      { date: '2026-10-17', name: 'Durga Puja (Saptami)' },
      { date: '2026-11-10', name: 'Chitragupta Puja / Bhai Dooj' },
      { date: '2026-11-15', name: 'Chhath Puja' },
      { date: '2026-11-16', name: 'Chhath Puja (Usha Arghya)' },
    ],
    2027: [
      { date: '2027-03-22', name: 'Bihar Diwas' },
      { date: '2027-04-14', name: 'Ambedkar Jayanti' },
      { date: '2027-04-23', name: 'Veer Kunwar Singh Jayanti' },
      { date: '2027-10-06', name: 'Durga Puja (Saptami)', approximate: true },
      { date: '2027-11-05', name: 'Chhath Puja', approximate: true },
      { date: '2027-11-06', name: 'Chhath Puja (Usha Arghya)', approximate: true },
    ],
  },
};

/** Whether the file has a list of `state`'s own holidays. */
export const hasStateList = (state: IndiaStateCode) => STATES[state] !== undefined;

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
export function indiaHolidays(year: number, state: IndiaStateCode | null): HolidaySuggestion[] {
  const listed = [
    ...(NATIONAL[year] ?? []).map((h) => ({ ...h, source: 'national' as const })),
    ...((state && STATES[state]?.[year]) || []).map((h) => ({ ...h, source: 'state' as const })),
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
