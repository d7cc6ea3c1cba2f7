import { blogListHref, blogListParams, formatPostDate } from './blog-links';

describe('blog links (S2.06 /blog, /blogList, /blogSearch)', () => {
  it('builds list URLs in both languages, page 1 left out', () => {
    expect(blogListHref('tr', {})).toBe('/blog');
    expect(blogListHref('en', { category: 'watch-care', page: 2 })).toBe('/en/blog?category=watch-care&page=2');
    expect(blogListHref('tr', { q: 'deri kordon', page: 1 })).toBe('/blog?q=deri+kordon');
  });

  it('reads them back, a bad page counting as 1', () => {
    expect(blogListParams(new URLSearchParams('category=saat-bakimi&page=3'))).toEqual({ category: 'saat-bakimi', tag: undefined, q: undefined, page: 3 });
    expect(blogListParams(new URLSearchParams('page=-4&q=%20')).page).toBe(1);
    expect(blogListParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('shows dates in Turkish long form for tr', () => {
    expect(formatPostDate('2026-03-02T09:00:00Z', 'tr')).toBe('2 Mart 2026');
    expect(formatPostDate('2026-03-02T09:00:00Z', 'en')).toBe('2 March 2026');
  });
});
