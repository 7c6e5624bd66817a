/**
 * A phone number as E.164 (+<country code><number>), or null when it cannot be one. Indian numbers
 * are accepted as people type them: 98765 43210, 098765-43210, 91 98765 43210, +91 98765 43210.
 * Other countries need their code: +44 20 7946 0958 or 0044 20 7946 0958.
 */
export function toE164(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  let number: string;
  if (compact.startsWith('+')) number = compact;
  else if (compact.startsWith('00')) number = `+${compact.slice(2)}`;
  else if (/^[6-9][0-9]{9}$/.test(compact)) number = `+91${compact}`;
  else if (/^0[6-9][0-9]{9}$/.test(compact)) number = `+91${compact.slice(1)}`;
  else if (/^91[6-9][0-9]{9}$/.test(compact)) number = `+${compact}`;
  else return null;
  if (!/^\+[1-9][0-9]{7,14}$/.test(number)) return null;
  // An Indian mobile number has ten digits starting 6–9.
  if (number.startsWith('+91') && !/^\+91[6-9][0-9]{9}$/.test(number)) return null;
  return number;
}
