import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { MAX_EMBED_DEPTH, MAX_EMBEDS, parseSelect } from './parse-select.js';

const field = (name: string, extra: object = {}) => ({
  kind: 'field',
  field: { name, json: [] },
  ...extra,
});

describe('parseSelect', () => {
  it('reads columns, star, aliases and casts', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('id, full_name')).toMatchObject([field('id'), field('full_name')]);
    expect(parseSelect('name:full_name,id::text')).toMatchObject([
      field('full_name', { alias: 'name' }),
      field('id', { cast: 'text' }),
    ]);
    expect(parseSelect('"weird, name"')).toMatchObject([field('weird, name')]);
  });

  it('reads JSON paths', () => {
    expect(parseSelect('settings->coach->>name,level:settings->0')).toMatchObject([
      {
        kind: 'field',
        field: {
          name: 'settings',
          json: [
            { arrow: '->', key: 'coach' },
            { arrow: '->>', key: 'name' },
          ],
        },
      },
      {
        kind: 'field',
        alias: 'level',
        field: { name: 'settings', json: [{ arrow: '->', key: '0' }] },
      },
    ]);
  });

  it('reads embedded resources with hints, join types, spreads and count', () => {
    expect(parseSelect('*,memberships(*,profiles(full_name))')).toMatchObject([
      { kind: 'star' },
      {
        kind: 'embed',
        name: 'memberships',
        spread: false,
        select: [
          { kind: 'star' },
          { kind: 'embed', name: 'profiles', select: [field('full_name')] },
        ],
      },
    ]);
    expect(parseSelect('home:teams!home_id!inner(name)')).toMatchObject([
      { kind: 'embed', name: 'teams', alias: 'home', hint: 'home_id', joinType: 'inner' },
    ]);
    expect(parseSelect('...teams(name),players()')).toMatchObject([
      { kind: 'embed', name: 'teams', spread: true },
      { kind: 'embed', name: 'players', select: [] },
    ]);
    expect(parseSelect('players(count)')).toMatchObject([
      { kind: 'embed', select: [field('count')] },
    ]);
    expect(parseSelect('total:count()')).toEqual([{ kind: 'count', alias: 'total' }]);
  });

  it.each(['id,', 'a(b', 'a)', 'x:', '"open', 'a!b!c!d(x)', 'id::', 'a->', '(x)', 'a,,b', 'a.b'])(
    'rejects %j with PGRST100 and the position',
    (input) => {
      try {
        parseSelect(input);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        const body = (error as AppError).toBody();
        expect(body).toMatchObject({ code: 'PGRST100' });
        expect(String(body.message)).toMatch(
          /^"failed to parse select parameter \(.*\)" \(line 1, column \d+\)$/,
        );
        expect(String(body.details)).toMatch(/^unexpected .* expecting /);
      }
    },
  );

  it('bounds embedding depth and count, so one request cannot occupy the planner', () => {
    const nested = (depth: number) => {
      let select = 'id';
      for (let i = 0; i < depth; i++) select = `id,sections(${select})`;
      return select;
    };
    expect(() => parseSelect(nested(MAX_EMBED_DEPTH))).not.toThrow();
    expect(() => parseSelect(nested(MAX_EMBED_DEPTH + 1))).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
    const wide = (count: number) => Array.from({ length: count }, (_, i) => `e${i}:t()`).join(',');
    expect(() => parseSelect(wide(MAX_EMBEDS))).not.toThrow();
    expect(() => parseSelect(wide(MAX_EMBEDS + 1))).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
  });
});
