import { describe, expect, it } from 'vitest';
import { orderAsTree, selfAndDescendants } from './group-tree';

const groups = [
  { id: 'b', name: 'Class 10', parent_id: null },
  { id: 'b2', name: 'Section B', parent_id: 'b' },
  { id: 'b1', name: 'Section A', parent_id: 'b' },
  { id: 'a', name: 'Class 9', parent_id: null },
  { id: 'x', name: 'Orphan', parent_id: 'gone' },
  { id: 'b1x', name: 'Lab batch', parent_id: 'b1' },
];

describe('orderAsTree', () => {
  it('puts children under their parent, alphabetically, with their depth', () => {
    expect(
      orderAsTree(groups).map(({ group, depth }) => `${'-'.repeat(depth)}${group.name}`),
    ).toEqual(['Class 10', '-Section A', '--Lab batch', '-Section B', 'Class 9', 'Orphan']);
  });

  it('still lists groups caught in a loop', () => {
    const loop = [
      { id: '1', name: 'One', parent_id: '2' },
      { id: '2', name: 'Two', parent_id: '1' },
    ];
    expect(
      orderAsTree(loop)
        .map(({ group }) => group.id)
        .sort(),
    ).toEqual(['1', '2']);
  });
});

describe('selfAndDescendants', () => {
  it('finds a group and everything below it', () => {
    expect([...selfAndDescendants(groups, 'b')].sort()).toEqual(['b', 'b1', 'b1x', 'b2']);
    expect([...selfAndDescendants(groups, 'a')]).toEqual(['a']);
  });
});
