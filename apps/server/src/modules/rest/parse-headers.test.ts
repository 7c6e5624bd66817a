import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { negotiate, parsePrefer, parseRangeHeader } from './parse-headers.js';
import { contentRange, effectiveRange } from './respond.js';

describe('parsePrefer', () => {
  it('reads what supabase-js sends, in one or several headers', () => {
    expect(parsePrefer('return=representation,count=exact')).toMatchObject({
      return: 'representation',
      count: 'exact',
    });
    expect(
      parsePrefer(['resolution=merge-duplicates', 'missing=default, tx=rollback']),
    ).toMatchObject({
      resolution: 'merge-duplicates',
      missing: 'default',
      tx: 'rollback',
    });
    expect(parsePrefer(undefined)).toEqual({ applied: [] });
    expect(parsePrefer('return=everything')).toEqual({ applied: [] });
  });

  it('refuses unknown preferences with handling=strict', () => {
    expect(() => parsePrefer('handling=strict, return=everything')).toThrow(AppError);
    expect(parsePrefer('handling=strict, max-affected=3')).toMatchObject({ maxAffected: 3 });
  });
});

describe('negotiate', () => {
  it('maps Accept to array, object or CSV', () => {
    expect(negotiate(undefined)).toEqual({ kind: 'array', stripNulls: false });
    expect(negotiate('application/vnd.pgrst.object+json')).toEqual({
      kind: 'object',
      stripNulls: false,
    });
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      kind: 'object',
      stripNulls: true,
    });
    expect(negotiate('text/csv')).toEqual({ kind: 'csv', stripNulls: false });
    expect(negotiate('text/html,application/xhtml+xml;q=0.9,*/*;q=0.8')).toEqual({
      kind: 'array',
      stripNulls: false,
    });
  });

  it('answers 406 PGRST107 for media types it cannot produce', () => {
    expect(() => negotiate('application/geo+json')).toThrow(
      expect.objectContaining({ statusCode: 406, code: 'PGRST107' }),
    );
  });
});

describe('ranges', () => {
  it('parses the Range header and rejects nonsense', () => {
    expect(parseRangeHeader('0-9')).toEqual({ from: 0, to: 9 });
    expect(parseRangeHeader('5-')).toEqual({ from: 5, to: undefined });
    expect(() => parseRangeHeader('a-b')).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'PGRST100' }),
    );
    expect(() => parseRangeHeader('9-1')).toThrow(
      expect.objectContaining({ statusCode: 416, code: 'PGRST103' }),
    );
  });

  it('intersects the header with limit and offset', () => {
    expect(effectiveRange(undefined, undefined, undefined)).toEqual({
      offset: 0,
      limit: undefined,
    });
    expect(effectiveRange({ from: 0, to: 9 }, undefined, undefined)).toEqual({
      offset: 0,
      limit: 10,
    });
    expect(effectiveRange({ from: 5, to: 20 }, 10, 0)).toEqual({ offset: 5, limit: 5 });
    expect(effectiveRange(undefined, 0, 3)).toEqual({ offset: 3, limit: 0 });
  });

  it('formats Content-Range like PostgREST', () => {
    expect(contentRange(0, 10, 42)).toBe('0-9/42');
    expect(contentRange(0, 10, null)).toBe('0-9/*');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(0, 0, null)).toBe('*/*');
    expect(contentRange(1, 0, 3)).toBe('*/3');
  });
});
