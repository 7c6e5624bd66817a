import {
  type CountryCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Phone numbers, one way for the server and the web (issue 14): parsed and validated by
 * libphonenumber-js with its smallest metadata (`/min`, ~19 kB gzip; the web loads it only with
 * the forms and pages that show numbers), kept as E.164 (+919876543210) and shown in the
 * international form (+91 98765 43210). A number without a country code is Indian.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

/** The message shown for a number that cannot be one. */
export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number, e.g. +91 98765 43210.';

export type ParsedPhone = {
  /** +919876543210 */
  e164: string;
  /** The country the number belongs to (IN for India), when the metadata tells it. */
  country: string | undefined;
  /** +91 98765 43210 */
  international: string;
  /** 098765 43210 */
  national: string;
};

/**
 * Valid for its country and without an extension. Indian numbers have ten digits after +91 (the
 * smallest metadata alone would let an eleventh pass).
 */
function usable(phone: PhoneNumber | undefined): boolean {
  if (!phone?.isValid() || phone.ext) return false;
  return phone.countryCallingCode !== '91' || phone.nationalNumber.length === 10;
}

/**
 * Reads a number as people type it: 98765 43210, 098765-43210, 91 98765 43210, +91 (98765) 43210,
 * 0044 20 7946 0958, +1 415 555 2671. Undefined when it is not a valid number (too short or long
 * for its country, letters, an extension).
 */
export function parsePhone(
  typed: string | null | undefined,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): ParsedPhone | undefined {
  if (typeof typed !== 'string') return undefined;
  let text = typed.trim();
  if (!/^[+0-9 ().-]{4,30}$/.test(text)) return undefined;
  // 00 is the international prefix written out (0044 …), as the digits GoTrue keeps are (91…).
  text = text.replace(/^00(?=[1-9])/, '+');
  let phone = parsePhoneNumberFromString(text, defaultCountry);
  // GoTrue keeps numbers as digits with the country code first (919876543210, 14155552671); only
  // such a run of 11 or more digits is read that way, so a mistyped Indian number stays invalid.
  if (!usable(phone) && /^[1-9]\d{10,}$/.test(text))
    phone = parsePhoneNumberFromString(`+${text}`) ?? phone;
  if (!phone || !usable(phone)) return undefined;
  return {
    e164: phone.number,
    country: phone.country,
    international: phone.formatInternational(),
    national: phone.formatNational(),
  };
}

/** True when `typed` is a valid phone number (see parsePhone). */
export const isValidPhone = (typed: string | null | undefined): boolean =>
  parsePhone(typed) !== undefined;

/** +919876543210 for any way of typing it, or null when it is not a valid number. */
export const toE164 = (typed: string | null | undefined): string | null =>
  parsePhone(typed)?.e164 ?? null;

/**
 * A stored number as people read it: +91 98765 43210. A value that is not a valid number (kept
 * before numbers were checked) is shown as it is; nothing shows as ''.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return parsePhone(stored)?.international ?? stored;
}

/** An Indian mobile number (ten digits from 6 to 9), which is what SMS can reach in India. */
export function isIndianMobile(e164: string): boolean {
  return /^\+91[6-9]\d{9}$/.test(e164);
}

/** A required phone field: valid, answered as E.164. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(30, PHONE_INVALID_MESSAGE)
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) context.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
    return e164 ?? value;
  });
