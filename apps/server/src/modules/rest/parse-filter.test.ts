import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.js';
import { MAX_LOGIC_DEPTH, parseCondition, parseLogicTree } from './parse-filter.js';
import { parseOrder } from './parse-order.js';
import { parseQuery } from './parse-query.js';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).toBody().code;
  }
  return 'no error';
};

describe('parseCondition', () => {
  it('reads operators, negation and raw values', () => {
    expect(parseCondition('eq.5')).toMatchObject({ op: 'eq', negate: false, value: '5' });
    expect(parseCondition('not.ilike.*a.b*')).toMatchObject({
      op: 'ilike',
      negate: true,
      value: '*a.b*',
    });
    expect(parseCondition('eq.')).toMatchObject({ op: 'eq', value: '' });
    expect(parseCondition('eq."quoted"')).toMatchObject({ value: '"quoted"' });
    expect(parseCondition('is.NULL')).toMatchObject({ op: 'is', value: 'null' });
    expect(parseCondition('fts(english).cat & dog')).toMatchObject({
      op: 'fts',
      config: 'english',
      value: 'cat & dog',
    });
  });

  it('reads lists for in and quantifiers', () => {
    expect(parseCondition('in.(1,2,"a,b",)').values).toEqual(['1', '2', 'a,b', '']);
    expect(parseCondition('in.()').values).toEqual([]);
    expect(parseCondition('like(any).{a*,"b,c"}')).toMatchObject({
      quantifier: 'any',
      values: ['a*', 'b,c'],
    });
  });

  it.each([
    '5',
    'eqq.5',
    'eq',
    'is.maybe',
    'in.1,2',
    'in.(1,2',
    'eq(any).5',
    'like(some).{a}',
    'in.("a)',
    'not.',
    '',
  ])('rejects %j with PGRST100', (input) =>
    expect(code(() => parseCondition(input))).toBe('PGRST100'),
  );
});

describe('parseLogicTree', () => {
  it('nests and/or with negation and quoted values', () => {
    const tree = parseLogicTree(
      '(a.eq.1,not.and(b.gt.2,c.in.(3,4)),d.eq."x,y)",e->>f.is.null)',
      'or',
      false,
    );
    expect(tree).toMatchObject({
      kind: 'logic',
      operator: 'or',
      children: [
        { kind: 'condition', field: { name: 'a' }, condition: { op: 'eq', value: '1' } },
        {
          kind: 'logic',
          operator: 'and',
          negate: true,
          children: [{ condition: { op: 'gt' } }, { condition: { op: 'in', values: ['3', '4'] } }],
        },
        { kind: 'condition', condition: { op: 'eq', value: 'x,y)' } },
        {
          kind: 'condition',
          field: { name: 'e', json: [{ arrow: '->>', key: 'f' }] },
          condition: { op: 'is' },
        },
      ],
    });
  });

  it.each([
    'a.eq.1',
    '(a.eq.1',
    '(a.eq.1))',
    '()',
    '(and(a.eq.1)',
    '(a.eq.1,)',
    '(a.zz.1)',
    '(a.eq."x)',
  ])('rejects %j with PGRST100', (input) =>
    expect(code(() => parseLogicTree(input, 'or', false))).toBe('PGRST100'),
  );
});

describe('logic tree depth', () => {
  it(`accepts and/or nested ${MAX_LOGIC_DEPTH} deep and refuses deeper`, () => {
    const nested = (depth: number) => {
      let tree = 'a.eq.1';
      for (let i = 1; i < depth; i++) tree = `or(${tree})`;
      return `(${tree})`;
    };
    expect(() => parseLogicTree(nested(MAX_LOGIC_DEPTH), 'or', false)).not.toThrow();
    expect(code(() => parseLogicTree(nested(MAX_LOGIC_DEPTH + 1), 'or', false))).toBe('PGRST100');
  });
});

describe('parseOrder', () => {
  it('reads several terms with direction and nulls', () => {
    expect(parseOrder('name.desc.nullslast,id,settings->>level.asc')).toMatchObject([
      { field: { name: 'name' }, direction: 'desc', nulls: 'last' },
      { field: { name: 'id' } },
      { field: { name: 'settings', json: [{ key: 'level' }] }, direction: 'asc' },
    ]);
  });

  it.each(['', 'a.up', 'a.desc.nulls', 'a,,b', 'a.asc.desc'])('rejects %j', (input) =>
    expect(code(() => parseOrder(input))).toBe('PGRST100'),
  );
});

describe('parseQuery', () => {
  it('routes filters and modifiers to their embedding level', () => {
    const query = parseQuery(
      'select=id,members(role)&id=gt.1&id=lt.9&members.role=eq.owner&members.order=role&members.limit=2&not.or=(a.eq.1)&limit=5&offset=10&columns="a","b"&on_conflict=a,b',
    );
    expect(query.nodes.get('')).toMatchObject({ limit: 5, offset: 10 });
    expect(query.nodes.get('')!.filters).toHaveLength(3);
    expect(query.nodes.get('members')).toMatchObject({
      limit: 2,
      filters: [{ field: { name: 'role' } }],
    });
    expect(query.columns).toEqual(['a', 'b']);
    expect(query.onConflict).toEqual(['a', 'b']);
  });

  it('ignores an apikey in the URL', () => {
    expect(parseQuery('apikey=abc').nodes.get('')!.filters).toEqual([]);
  });

  it('hands function arguments to the caller', () => {
    const query = parseQuery('a=1&b=2&x=eq.3', (key) => key === 'a' || key === 'b');
    expect(query.args).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(query.nodes.get('')!.filters).toHaveLength(1);
  });

  it.each([
    'limit=-1',
    'limit=abc',
    'offset=1.5',
    'id=5',
    '=eq.1',
    'order=',
    'a.b(=eq.1',
    'columns=',
    'or=a.eq.1',
  ])('rejects %j with PGRST100', (input) => expect(code(() => parseQuery(input))).toBe('PGRST100'));
});
