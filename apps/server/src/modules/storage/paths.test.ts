import { describe, expect, it } from 'vitest';
import { assertMimeAllowed, essence, isActiveContent } from './mime.js';
import { parseBucketId, parseObjectName, parsePrefix } from './paths.js';

describe('object paths', () => {
  it('accepts Supabase-compatible keys', () => {
    for (const key of ['a.png', 'u/1/report (final).pdf', "o'brien/x-y_z.txt", 'a/b/c/d/e.csv']) {
      expect(parseObjectName(key)).toBe(key);
    }
  });

  it('rejects traversal, empty segments, control characters and oversize keys', () => {
    for (const key of [
      '',
      '/a',
      'a/',
      'a//b',
      '..',
      'a/../b',
      './a',
      'a/.',
      'a\u0000b',
      'a\nb',
      'a\\b',
      'é.txt',
      'a#1',
      `${'x'.repeat(201)}`,
      `a/`.repeat(600),
    ]) {
      expect(() => parseObjectName(key), JSON.stringify(key)).toThrow(/Invalid key/);
    }
  });

  it('normalises list prefixes to a folder', () => {
    expect(parsePrefix('')).toBe('');
    expect(parsePrefix('a/b')).toBe('a/b/');
    expect(parsePrefix('a/b/')).toBe('a/b/');
    expect(() => parsePrefix('a/../b')).toThrow();
  });

  it('accepts plain bucket ids only, and none of the route words', () => {
    expect(parseBucketId('avatars')).toBe('avatars');
    for (const id of ['public', 'sign', '.tmp', '../x', 'a b', 'x'.repeat(64)]) {
      expect(() => parseBucketId(id), id).toThrow(/Bucket name invalid/);
    }
  });
});

describe('mime types', () => {
  it('compares the essence and honours type/* patterns', () => {
    expect(essence('Text/Plain; charset=UTF-8')).toBe('text/plain');
    expect(() => assertMimeAllowed('text/plain;charset=UTF-8', ['text/*'])).not.toThrow();
    expect(() => assertMimeAllowed('image/png', ['image/png'])).not.toThrow();
    expect(() => assertMimeAllowed('image/svg+xml', ['image/png'])).toThrow(/not supported/);
    expect(() => assertMimeAllowed('nonsense', null)).toThrow(/Invalid content type/);
  });

  it('treats pages and scripts as active content', () => {
    expect(isActiveContent('text/html; charset=utf-8')).toBe(true);
    expect(isActiveContent('image/svg+xml')).toBe(true);
    expect(isActiveContent('application/pdf')).toBe(false);
  });
});
