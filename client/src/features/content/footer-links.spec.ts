import type { Banner } from '../../../../contracts/banner/entities';
import type { CategoryTreeNode } from '../../../../contracts/catalogue/entities';
import { footerCategoryGroups, footerLegalLinks } from './footer-links';

const node = (id: number, order: number, children: CategoryTreeNode[] = [], parentId: number | null = null): CategoryTreeNode =>
  ({ id, parentId, name: `c${id}`, routePath: `/c-${id}`, depth: parentId === null ? 1 : 2, order, childCategories: children });
const child = (id: number, order: number, parentId: number) => node(id, order, [], parentId);

const banner = (id: number, order: number, tagIds: number[], targetLink = `/kurumsal/p${id}`): Banner =>
  ({ id, name: `b${id}`, key: `b${id}`, targetLink, bannerContainerIds: [15], order, tagIds, extensionData: {} });

describe('footer links (S9.10)', () => {
  const TREE = [
    node(1, 1, [child(10, 1, 1), child(11, 2, 1)]),
    node(2, 2, [child(20, 1, 2)]),
    node(62, 3, [child(70, 1, 62), child(71, 3, 62), child(72, 2, 62)]),
    node(3, 4, [child(30, 2, 3), child(31, 1, 3)]),
  ];

  it('S9.10 footer categories are sorted by descending order, and so are their links', () => {
    const groups = footerCategoryGroups(TREE);
    expect(groups.map((group) => group.id)).toEqual([3, 62, 2, 1]);
    expect(groups[0].links.map((link) => link.id)).toEqual([30, 31]);
    expect(groups[1].links.map((link) => link.id)).toEqual([71, 72, 70]);
  });

  it('S9.10 test ids are numbered per category; category 62 has its own numbering and takes no column number', () => {
    const groups = footerCategoryGroups(TREE);
    expect(groups.map((group) => group.testId)).toEqual(['footer-category-1', 'footer-category-id-62', 'footer-category-2', 'footer-category-3']);
    expect(groups[0].links.map((link) => link.testId)).toEqual(['footer-category-1-link-1', 'footer-category-1-link-2']);
    expect(groups[1].links.map((link) => link.testId)).toEqual(['footer-category-id-62-link-1', 'footer-category-id-62-link-2', 'footer-category-id-62-link-3']);
    expect(groups[3].links.map((link) => link.testId)).toEqual(['footer-category-3-link-1', 'footer-category-3-link-2']);
  });

  it('equal orders fall back to the id, so the numbering is stable; sub-categories at the top level are skipped', () => {
    const groups = footerCategoryGroups([node(5, 1), node(4, 1), child(9, 9, 4)]);
    expect(groups.map((group) => [group.id, group.testId])).toEqual([[4, 'footer-category-1'], [5, 'footer-category-2']]);
    expect(footerCategoryGroups([])).toEqual([]);
  });

  it('S9.10 legal links are the items tagged 9 (Show in Footer Menu), in display order, numbered', () => {
    const links = footerLegalLinks([banner(3, 2, [9]), banner(1, 1, [9, 4]), banner(2, 0, [4]), banner(4, 3, [9], '')], 'tr');
    expect(links.map((link) => [link.id, link.href, link.testId])).toEqual([
      [1, '/kurumsal/p1', 'footer-legal-link-1'],
      [3, '/kurumsal/p3', 'footer-legal-link-2'],
    ]);
  });

  it('legal links lead to the page in the page language; English and outside links stay as they are', () => {
    const links = footerLegalLinks([banner(1, 1, [9]), banner(2, 2, [9], '/en/corporate/x'), banner(3, 3, [9], 'https://example.com/kvkk')], 'en');
    expect(links.map((link) => link.href)).toEqual(['/en/corporate/p1', '/en/corporate/x', 'https://example.com/kvkk']);
  });
});
