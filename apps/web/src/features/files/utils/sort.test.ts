import { describe, expect, it } from 'vitest';
import type { FileItem } from '../api/types';
import { formatBytes, previewKind } from './format';
import { sortItems } from './sort';

const item = (
  name: string,
  kind: 'file' | 'folder' = 'file',
  size = 0,
  updated = '2026-01-01',
): FileItem => ({
  id: name,
  space_id: 's',
  parent_id: null,
  kind,
  name,
  size,
  mime_type: null,
  created_at: updated,
  updated_at: updated,
  deleted_at: null,
});

describe('sortItems', () => {
  it('puts folders first and compares numbers in names as numbers', () => {
    const sorted = sortItems(
      [item('Week 10'), item('Week 2'), item('Notes', 'folder')],
      'name',
      true,
      'en',
    );
    expect(sorted.map((i) => i.name)).toEqual(['Notes', 'Week 2', 'Week 10']);
  });

  it('sorts by size, largest first when descending', () => {
    const sorted = sortItems([item('a', 'file', 5), item('b', 'file', 50)], 'size', false, 'en');
    expect(sorted.map((i) => i.name)).toEqual(['b', 'a']);
  });
});

describe('formatBytes and previewKind', () => {
  it('formats sizes and previews only images and PDFs', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024, 'en')).toBe('20 MB');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('image/svg+xml')).toBeNull();
  });
});
