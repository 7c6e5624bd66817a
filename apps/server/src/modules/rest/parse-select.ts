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
  const items = itemList(scanner);
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

function itemList(scanner: Scanner): SelectItem[] {
  const items = [item(scanner)];
  while (scanner.eat(',')) items.push(item(scanner));
  return items;
}

function item(scanner: Scanner): SelectItem {
  if (scanner.eat('*')) return { kind: 'star' };
  if (scanner.eat('...')) return embed(scanner, scanner.name(), undefined, true);
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
  if (scanner.peek() === '!' || scanner.peek() === '(') return embed(scanner, name, alias, false);
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

function embed(
  scanner: Scanner,
  name: string,
  alias: string | undefined,
  spread: boolean,
): SelectItem {
  let hint: string | undefined;
  let joinType: 'inner' | 'left' | undefined;
  while (scanner.eat('!')) {
    const word = scanner.name();
    if (word === 'inner' || word === 'left') joinType = word;
    else if (hint === undefined) hint = word;
    else scanner.fail('"inner", "left" or "("');
  }
  scanner.expect('(');
  const select = scanner.peek() === ')' ? [] : itemList(scanner);
  scanner.expect(')');
  return { kind: 'embed', name, alias, hint, joinType, spread, select };
}
