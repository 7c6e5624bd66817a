import { randomInt } from 'node:crypto';

/** Crockford-like alphabet without 0/O, 1/I/L: easy to read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function block(): string {
  let out = '';
  for (let i = 0; i < 4; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * A reference number such as IAS-7KQ2-M9XD. Random rather than sequential, so it reveals
 * nothing about how many messages we receive and cannot be guessed from another one.
 */
export function newContactReference(): string {
  return `IAS-${block()}-${block()}`;
}
