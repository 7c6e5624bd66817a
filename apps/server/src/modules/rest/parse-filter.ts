import { parseError } from './rest-errors.js';
import { type FieldPath, Scanner } from './scanner.js';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

const QUANTIFIABLE = new Set<Operator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FULL_TEXT = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type Condition = {
  op: Operator;
  negate: boolean;
  /** The single value (every operator but `in`, and not with a quantifier). */
  value: string;
  /** `in.(a,b)` items, or the `{a,b}` list of `eq(any)` / `like(all)` … */
  values?: string[];
  quantifier?: 'any' | 'all';
  /** Text search configuration of `fts(english)`. */
  config?: string;
};

export type Filter =
  | { kind: 'condition'; field: FieldPath; condition: Condition }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: Filter[] };

/**
 * One filter value such as `not.eq.5`, `in.(1,"a,b")`, `is.null`, `ilike(any).{a*,b*}` or
 * `fts(english).cat`. Inside `or=(…)` a value may be "double quoted" to contain `,` or `)`.
 */
export function parseCondition(text: string, inLogicTree = false): Condition {
  const scanner = new Scanner(text, 'filter');
  const negate = scanner.eat('not.');
  const start = scanner.pos;
  while (!scanner.eof && /[a-z]/.test(scanner.peek())) scanner.pos++;
  const op = scanner.text.slice(start, scanner.pos) as Operator;
  if (!OPERATORS.includes(op)) {
    scanner.pos = start;
    scanner.fail(`an operator (${OPERATORS.join(', ')})`);
  }
  let quantifier: Condition['quantifier'];
  let config: string | undefined;
  if (scanner.eat('(')) {
    const close = text.indexOf(')', scanner.pos);
    const inner = close < 0 ? '' : text.slice(scanner.pos, close);
    if (QUANTIFIABLE.has(op) && (inner === 'any' || inner === 'all')) quantifier = inner;
    else if (FULL_TEXT.has(op) && /^[\p{L}\p{N}_]+$/u.test(inner)) config = inner;
    else scanner.fail(FULL_TEXT.has(op) ? 'a text search configuration' : '"any" or "all"');
    scanner.pos = close + 1;
  }
  scanner.expect('.');
  const rest = text.slice(scanner.pos);
  const condition: Condition = { op, negate, value: rest, quantifier, config };
  if (op === 'in') condition.values = list(rest, '(', ')', scanner);
  else if (quantifier) condition.values = list(rest, '{', '}', scanner);
  else if (op === 'is') {
    const value = rest.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value))
      scanner.fail('null, not_null, true, false or unknown');
    condition.value = value;
  } else if (inLogicTree) condition.value = unquote(rest);
  return condition;
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']; `()` → []. */
function list(text: string, open: string, close: string, scanner: Scanner): string[] {
  if (!text.startsWith(open) || !text.endsWith(close) || text.length < 2) {
    scanner.fail(`a list in "${open}${close}"`);
  }
  const body = text.slice(1, -1);
  if (body === '') return [];
  const items: string[] = [];
  let i = 0;
  while (i <= body.length) {
    if (body[i] === '"') {
      const { value, end } = readQuoted(body, i);
      if (end < 0)
        throw parseError('filter', text, i + 1, 'unexpected end of input expecting closing quote');
      items.push(value);
      i = end;
      if (i < body.length && body[i] !== ',') {
        throw parseError('filter', text, i + 1, `unexpected "${body[i]}" expecting ","`);
      }
    } else {
      const comma = body.indexOf(',', i);
      const end = comma < 0 ? body.length : comma;
      items.push(body.slice(i, end));
      i = end;
    }
    i++;
  }
  return items;
}

/** Reads a "quoted" value starting at `start`; `\"` and `\\` are escapes. */
function readQuoted(text: string, start: number): { value: string; end: number } {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) value += text[++i];
    else if (c === '"') return { value, end: i + 1 };
    else value += c;
  }
  return { value, end: -1 };
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"')) {
    const { value: inner, end } = readQuoted(value, 0);
    if (end === value.length) return inner;
  }
  return value;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: the value of an `or`/`and` parameter. */
export function parseLogicTree(text: string, operator: 'and' | 'or', negate: boolean): Filter {
  const scanner = new Scanner(text, 'logic tree');
  const children = group(scanner, 0);
  if (!scanner.eof) scanner.fail('end of input');
  return { kind: 'logic', operator, negate, children };
}

/** Nesting bound for and/or trees, far beyond any hand-written filter. */
export const MAX_LOGIC_DEPTH = 100;

function group(scanner: Scanner, depth: number): Filter[] {
  if (depth >= MAX_LOGIC_DEPTH) scanner.fail(`and/or nested at most ${MAX_LOGIC_DEPTH} deep`);
  scanner.expect('(');
  const children = [node(scanner, depth)];
  while (scanner.eat(',')) children.push(node(scanner, depth));
  scanner.expect(')');
  return children;
}

function node(scanner: Scanner, depth: number): Filter {
  const match = /^(not\.)?(and|or)\(/.exec(scanner.text.slice(scanner.pos));
  if (match) {
    scanner.pos += match[0].length - 1;
    return {
      kind: 'logic',
      operator: match[2] as 'and' | 'or',
      negate: !!match[1],
      children: group(scanner, depth + 1),
    };
  }
  const field = scanner.field();
  scanner.expect('.');
  const start = scanner.pos;
  skipValue(scanner);
  return {
    kind: 'condition',
    field,
    condition: parseCondition(scanner.text.slice(start, scanner.pos), true),
  };
}

/** Moves past one leaf value: up to a `,` or `)` that is outside quotes, parentheses and braces. */
function skipValue(scanner: Scanner): void {
  let depth = 0;
  while (!scanner.eof) {
    const c = scanner.peek();
    if (c === '"') {
      const { end } = readQuoted(scanner.text, scanner.pos);
      if (end < 0) scanner.fail('closing quote');
      scanner.pos = end;
      continue;
    }
    if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') {
      if (depth === 0) return;
      depth--;
    } else if (c === ',' && depth === 0) return;
    scanner.pos++;
  }
}
