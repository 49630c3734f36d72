import { describe, expect, it } from 'vitest';
import { findByTag, firstWithContent, tagOfHash } from './help-tree';

const tree = [
  { id: 1, tag: 'about', title: 'About', content: '<p>a</p>' },
  {
    id: 2,
    tag: 'funds',
    title: 'Funds',
    children: [{ id: 21, tag: 'deposit', title: 'Deposit', content: '<p>d</p>' }],
  },
];

describe('help tree', () => {
  it('finds an entry by its #tag with the ancestors to expand', () => {
    expect(findByTag(tree, 'deposit')).toEqual({ node: tree[1]?.children?.[0], ancestors: [2] });
    expect(findByTag(tree, 'missing')).toBeUndefined();
  });
  it('opens the first entry with content when no tag is given', () => {
    expect(firstWithContent(tree)?.id).toBe(1);
  });
  it('reads only plain tags from the hash', () => {
    expect(tagOfHash('#deposit')).toBe('deposit');
    expect(tagOfHash('#<img onerror=x>')).toBeUndefined();
    expect(tagOfHash('')).toBeUndefined();
  });
});
