/**
 * How deeply objects and arrays may nest in a JSON body. Real payloads (rows, metadata,
 * settings) stay within a handful of levels; thousands of levels only serve to exhaust the stack
 * of whatever walks the value later (validation, serialisation, SQL building).
 */
export const MAX_JSON_DEPTH = 64;

export const jsonTooDeepMessage = `The JSON body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted.`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON `text` nests objects and arrays deeper than `limit`, found by one pass over the
 * text before anything parses it (brackets inside strings do not count). Malformed text is left
 * to the parser to refuse.
 */
export function isJsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}
