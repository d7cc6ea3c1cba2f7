import type { Banner } from '../../../../contracts/banner/entities';
import type { CategoryTreeNode } from '../../../../contracts/catalogue/entities';
import { ApiError } from '../../lib/api-client';
import type { ContentApi } from './api';
import { FooterStore } from './footer-store';

const TREE: CategoryTreeNode[] = [
  { id: 1, parentId: null, name: 'Saat', routePath: '/saat-c-1', depth: 1, order: 1, childCategories: [] },
  { id: 62, parentId: null, name: 'Takı', routePath: '/taki-c-62', depth: 1, order: 2, childCategories: [] },
];
const LEGAL: Banner[] = [{ id: 7, name: 'KVKK', key: 'kvkk', targetLink: '/kurumsal/kvkk', bannerContainerIds: [15], order: 1, tagIds: [9], extensionData: {} }];

describe('FooterStore (S9.10)', () => {
  it('S9.10 loads the category columns and the tag-9 legal links of a language once', async () => {
    const calls: number[][] = [];
    const api: ContentApi = {
      categoryTree: async () => ({ isSuccess: true, categories: TREE }),
      banners: async (ids) => { calls.push([...ids]); return { isSuccess: true, banners: LEGAL }; },
    };
    const store = new FooterStore(api);
    await Promise.all([store.load('en'), store.load('en')]);
    await store.load('en');
    expect(calls).toEqual([[15]]);
    expect(store.categories.map((group) => group.testId)).toEqual(['footer-category-id-62', 'footer-category-1']);
    expect(store.legalLinks).toEqual([{ id: 7, name: 'KVKK', href: '/en/corporate/kvkk', testId: 'footer-legal-link-1' }]);
  });

  it('a failed part stays empty, the other shows, and the failed one is asked again on the next load', async () => {
    let treeFails = true;
    let treeCalls = 0;
    const api: ContentApi = {
      categoryTree: async () => { treeCalls++; if (treeFails) throw new ApiError(502, 'Failed to search products'); return { isSuccess: true, categories: TREE }; },
      banners: async () => ({ isSuccess: true, banners: LEGAL }),
    };
    const store = new FooterStore(api);
    await store.load('tr');
    expect(store.categories).toEqual([]);
    expect(store.legalLinks).toHaveLength(1);
    treeFails = false;
    await store.load('tr');
    expect(store.categories).toHaveLength(2);
    expect(treeCalls).toBe(2);
  });
});
