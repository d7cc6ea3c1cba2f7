import type { BlogCategory } from '../../../../contracts/blog/entities.js';
import { categoryHierarchy, categoryTree, withDescendants } from './blog-tree.js';

const category = (id: number, parentId: number | null, order: number): BlogCategory => ({ id, parentId, order, key: `k${id}`, name: `c${id}`, slug: `c${id}` });
const CATEGORIES = [category(1, null, 1), category(2, 1, 2), category(3, 1, 1), category(4, 2, 1), category(7, null, 2)];

describe('blog category tree (S7.29)', () => {
  it('nests children under parents, siblings by order', () => {
    const tree = categoryTree(CATEGORIES);
    expect(tree.map((node) => node.id)).toEqual([1, 7]);
    expect(tree[0].children.map((node) => node.id)).toEqual([3, 2]);
    expect(tree[0].children[1].children.map((node) => node.id)).toEqual([4]);
  });

  it('answers the subtree of a root without the root', () => {
    expect(categoryTree(CATEGORIES, 2).map((node) => node.id)).toEqual([4]);
  });

  it('answers the hierarchy from the root down', () => {
    expect(categoryHierarchy(CATEGORIES, 4).map((node) => node.id)).toEqual([1, 2, 4]);
    expect(categoryHierarchy(CATEGORIES, 99)).toEqual([]);
  });

  it('stops on a cycle', () => {
    expect(categoryHierarchy([category(1, 2, 1), category(2, 1, 1)], 1).map((node) => node.id)).toEqual([2, 1]);
  });

  it('expands ids with their descendants', () => {
    expect(withDescendants(CATEGORIES, [1]).sort()).toEqual([1, 2, 3, 4]);
    expect(withDescendants(CATEGORIES, [7])).toEqual([7]);
  });
});
