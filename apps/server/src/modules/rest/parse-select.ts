import { type FieldPath, Scanner } from './scanner.js';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldPath; alias?: string; cast?: string }
  | { kind: 'count'; alias?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

/**
 * The `select` parameter: `*`, `col`, `alias:col`, `col::text`, `data->a->>b`, and embedded
 * resources `alias:table!hint!inner(...)`, `...table(...)`. Whitespace outside quotes is ignored,
 * as supabase-js strips it anyway.
 */
export function parseSelect(raw: string): SelectItem[] {
  const text = stripWhitespace(raw);
  if (text === '') return [{ kind: 'star' }];
  const scanner = new Scanner(text, 'select parameter');
  const items = itemList({ scanner, depth: 0, embeds: 0 });
  if (!scanner.eof) scanner.fail('"," or end of input');
  return items;
}

function stripWhitespace(text: string): string {
  let quoted = false;
  let out = '';
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    if (!quoted && /\s/.test(c)) continue;
    out += c;
  }
  return out;
}

/**
 * Embedding is bounded: each level is a lateral subquery, and a few hundred of them make the
 * planner take minutes — one request must not be able to occupy the database like that.
 */
export const MAX_EMBED_DEPTH = 16;
export const MAX_EMBEDS = 40;

type State = { scanner: Scanner; depth: number; embeds: number };

function itemList(state: State): SelectItem[] {
  const items = [item(state)];
  while (state.scanner.eat(',')) items.push(item(state));
  return items;
}

function item(state: State): SelectItem {
  const { scanner } = state;
  if (scanner.eat('*')) return { kind: 'star' };
  if (scanner.eat('...')) return embed(state, scanner.name(), undefined, true);
  let alias: string | undefined;
  let start = scanner.pos;
  let name = scanner.name();
  if (scanner.peek() === ':' && scanner.peek(1) !== ':') {
    scanner.pos++;
    alias = name;
    if (scanner.lookingAt('...')) scanner.fail('a column or resource name');
    start = scanner.pos;
    name = scanner.name();
  }
  if (name === 'count' && scanner.eat('()')) return { kind: 'count', alias };
  if (scanner.peek() === '!' || scanner.peek() === '(') return embed(state, name, alias, false);
  scanner.pos = start;
  const field = scanner.field();
  const cast = scanner.eat('::') ? castType(scanner) : undefined;
  return { kind: 'field', field, alias, cast };
}

function castType(scanner: Scanner): string {
  const start = scanner.pos;
  while (!scanner.eof && /[a-z0-9_]/i.test(scanner.peek())) scanner.pos++;
  if (scanner.pos === start) scanner.fail('a type name');
  return scanner.text.slice(start, scanner.pos).toLowerCase();
}

function embed(state: State, name: string, alias: string | undefined, spread: boolean): SelectItem {
  const { scanner } = state;
  let hint: string | undefined;
  let joinType: 'inner' | 'left' | undefined;
  while (scanner.eat('!')) {
    const word = scanner.name();
    if (word === 'inner' || word === 'left') joinType = word;
    else if (hint === undefined) hint = word;
    else scanner.fail('"inner", "left" or "("');
  }
  if (++state.embeds > MAX_EMBEDS) scanner.fail(`at most ${MAX_EMBEDS} embedded resources`);
  if (state.depth >= MAX_EMBED_DEPTH)
    scanner.fail(`embedded resources nested at most ${MAX_EMBED_DEPTH} deep`);
  scanner.expect('(');
  state.depth++;
  const select = scanner.peek() === ')' ? [] : itemList(state);
  state.depth--;
  scanner.expect(')');
  return { kind: 'embed', name, alias, hint, joinType, spread, select };
}
