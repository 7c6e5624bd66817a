import { type FieldPath, Scanner } from './scanner.js';

export type OrderTerm = {
  field: FieldPath;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
};

/** `order=name.desc.nullslast,id` — several terms, each with optional direction and nulls. */
export function parseOrder(text: string): OrderTerm[] {
  const scanner = new Scanner(text, 'order');
  const terms = [term(scanner)];
  while (scanner.eat(',')) terms.push(term(scanner));
  if (!scanner.eof)
    scanner.fail('",", ".asc", ".desc", ".nullsfirst", ".nullslast" or end of input');
  return terms;
}

function term(scanner: Scanner): OrderTerm {
  const result: OrderTerm = { field: scanner.field() };
  if (scanner.eat('.asc')) result.direction = 'asc';
  else if (scanner.eat('.desc')) result.direction = 'desc';
  if (scanner.eat('.nullsfirst')) result.nulls = 'first';
  else if (scanner.eat('.nullslast')) result.nulls = 'last';
  if (!scanner.eof && scanner.peek() !== ',')
    scanner.fail('".asc", ".desc", ".nullsfirst", ".nullslast", "," or end of input');
  return result;
}
