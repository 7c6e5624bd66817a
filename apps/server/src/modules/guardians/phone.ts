import { isIndianMobile, toE164 as phoneToE164 } from '@ias/shared';

/**
 * A guardian's phone number as E.164 (+<country code><number>), or null when it cannot be one.
 * Indian numbers are accepted as people type them: 98765 43210, 098765-43210, 91 98765 43210,
 * +91 98765 43210 (the shared helper, libphonenumber-js), and must be mobile numbers, which SMS
 * reaches. Other countries need their code: +44 20 7946 0958 or 0044 20 7946 0958.
 */
export function toE164(typed: string): string | null {
  const number = phoneToE164(typed);
  if (!number) return null;
  if (number.startsWith('+91') && !isIndianMobile(number)) return null;
  return number;
}
