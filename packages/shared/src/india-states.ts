import { z } from 'zod';

/**
 * India's 28 states and 8 union territories by their ISO 3166-2:IN codes (without "IN-"), as the
 * standard has them since its 2023 update (CG, OD, TS, UK replaced CT, OR, TG, UT). An
 * organisation's `state` is one of these; the holiday suggestions add that state's list to the
 * national one. The names people read are in the web catalogues (English and Hindi).
 */
export const INDIA_STATE_CODES = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CH',
  'CG',
  'DH',
  'DL',
  'GA',
  'GJ',
  'HR',
  'HP',
  'JK',
  'JH',
  'KA',
  'KL',
  'LA',
  'LD',
  'MP',
  'MH',
  'MN',
  'ML',
  'MZ',
  'NL',
  'OD',
  'PY',
  'PB',
  'RJ',
  'SK',
  'TN',
  'TS',
  'TR',
  'UP',
  'UK',
  'WB',
] as const;
export type IndiaStateCode = (typeof INDIA_STATE_CODES)[number];

/** An organisation's state: a code, or none (an empty choice in a form becomes null). */
export const indiaStateSchema = z
  .union([z.enum(INDIA_STATE_CODES, { error: 'Choose a state from the list.' }), z.literal('')])
  .nullable()
  .transform((v) => (v === '' ? null : v));
