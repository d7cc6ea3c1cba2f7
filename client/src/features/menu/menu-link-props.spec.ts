import { menuLinkAttributes } from './menu-link-props';

describe('menuLinkAttributes (S2.27)', () => {
  it('S2.27 opens in the same window by default, through the router for in-site paths', () => {
    expect(menuLinkAttributes({ Link: '/saat-c-1' })).toEqual({ href: '/saat-c-1', target: '_self', internal: true });
  });

  it('S2.27 honours a new-window target and nofollow', () => {
    expect(menuLinkAttributes({ Link: '/blog', Target: '_blank', NoFollow: true })).toEqual({ href: '/blog', target: '_blank', rel: 'nofollow noopener noreferrer', internal: false });
    expect(menuLinkAttributes({ Link: 'https://example.com/x', NoFollow: true })).toEqual({ href: 'https://example.com/x', target: '_self', rel: 'nofollow', internal: false });
  });

  it('a protocol-relative URL is not an in-site path; an item without a link has none', () => {
    expect(menuLinkAttributes({ Link: '//cdn.example.com' })?.internal).toBe(false);
    expect(menuLinkAttributes({})).toBeNull();
    expect(menuLinkAttributes({ Link: '  ' })).toBeNull();
    expect(menuLinkAttributes(undefined)).toBeNull();
  });
});
