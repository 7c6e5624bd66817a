import { describe, expect, it } from 'vitest';
import { diffRows, showValue } from './diff';

describe('audit diff', () => {
  it('shows only the fields an update changed (not the touch timestamp)', () => {
    expect(
      diffRows(
        { id: 'r1', status: 'present', note: null, updated_at: '1', flags: [] },
        {
          id: 'r1',
          status: 'late',
          note: 'Came after the bell',
          updated_at: '2',
          flags: ['corrected'],
        },
      ),
    ).toEqual([
      { field: 'flags', before: [], after: ['corrected'] },
      { field: 'note', before: null, after: 'Came after the bell' },
      { field: 'status', before: 'present', after: 'late' },
    ]);
  });

  it('lists the values an insert set and a delete removed, skipping empty ones', () => {
    expect(diffRows(null, { id: 'g1', name: 'Class 9-B', parent_id: null })).toEqual([
      { field: 'id', before: undefined, after: 'g1' },
      { field: 'name', before: undefined, after: 'Class 9-B' },
    ]);
    expect(diffRows({ id: 'g1', parent_id: null }, null)).toEqual([
      { field: 'id', before: 'g1', after: undefined },
    ]);
  });

  it('prints values briefly', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('late')).toBe('late');
    expect(showValue(['corrected'])).toBe('["corrected"]');
    expect(showValue('x'.repeat(200))).toBe('x'.repeat(200));
    expect(showValue({ a: 'y'.repeat(200) })).toHaveLength(118);
  });
});
