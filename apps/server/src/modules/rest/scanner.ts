import { parseError } from './rest-errors.js';

/** A column reference with an optional JSON path: `data->a->>b`. */
export type FieldPath = {
  name: string;
  json: Array<{ arrow: '->' | '->>'; key: string }>;
};

const NAME_CHAR = /[\p{L}\p{N}_$ ]/u;
const KEY_CHAR = /[\p{L}\p{N}_$ ]/u;

/** A cursor over one query-string value; failures become PGRST100 with the position. */
export class Scanner {
  pos = 0;

  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get eof(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  lookingAt(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  eat(prefix: string): boolean {
    if (!this.lookingAt(prefix)) return false;
    this.pos += prefix.length;
    return true;
  }

  expect(prefix: string): void {
    if (!this.eat(prefix)) this.fail(`"${prefix}"`);
  }

  fail(expecting: string): never {
    const found = this.eof ? 'end of input' : `"${this.peek()}"`;
    throw parseError(this.what, this.text, this.pos, `unexpected ${found} expecting ${expecting}`);
  }

  /** A bare name (letters, digits, `_`, `$`, space, `-` not starting `->`) or a "quoted" one. */
  name(): string {
    if (this.eat('"')) {
      const end = this.text.indexOf('"', this.pos);
      if (end < 0) this.fail('closing quote');
      const value = this.text.slice(this.pos, end);
      this.pos = end + 1;
      if (!value) this.fail('a name');
      return value;
    }
    const start = this.pos;
    while (!this.eof) {
      const c = this.peek();
      if (NAME_CHAR.test(c) || (c === '-' && this.peek(1) !== '>')) this.pos++;
      else break;
    }
    if (this.pos === start) this.fail('a name');
    return this.text.slice(start, this.pos);
  }

  /** A name followed by any number of `->key` / `->>key` steps. */
  field(): FieldPath {
    const name = this.name();
    const json: FieldPath['json'] = [];
    while (this.lookingAt('->')) {
      const arrow = this.eat('->>') ? '->>' : (this.eat('->'), '->');
      json.push({ arrow, key: this.jsonKey() });
    }
    return { name, json };
  }

  private jsonKey(): string {
    if (this.peek() === '"') return this.name();
    const start = this.pos;
    this.eat('-');
    while (!this.eof && KEY_CHAR.test(this.peek())) this.pos++;
    if (this.pos === start || this.text.slice(start, this.pos) === '-')
      this.fail('a JSON key or index');
    return this.text.slice(start, this.pos);
  }
}

/** Parses a whole value as one field path (filter keys, `columns`, `on_conflict` items). */
export function parseField(text: string, what = 'field'): FieldPath {
  const scanner = new Scanner(text, what);
  const field = scanner.field();
  if (!scanner.eof) scanner.fail('end of input');
  return field;
}

/** The name a JSON path selection gets in the output (its last key), as in PostgREST. */
export function outputName(field: FieldPath): string {
  return field.json.length ? field.json[field.json.length - 1]!.key : field.name;
}
