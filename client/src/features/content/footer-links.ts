import type { Banner } from '../../../../contracts/banner/entities';
import type { CategoryTreeNode } from '../../../../contracts/catalogue/entities';
import { SHOW_IN_FOOTER_MENU_TAG, type Culture } from '../../../../contracts/enums';
import { localizedPath } from '../../lib/routes';

/** The category with its own test-id numbering in the footer (S9.10). */
export const OWN_NUMBERING_CATEGORY_ID = 62;

/** A footer link with its stable test id. */
export interface FooterLink {
  id: number;
  name: string;
  href: string;
  testId: string;
}

/** One footer category column: the category, its sub-categories, and test ids. */
export interface FooterCategoryGroup extends FooterLink {
  links: FooterLink[];
}

/**
 * Footer category columns (S9.10): top categories sorted by descending order (ties by id), each
 * with its sub-categories in the same order. Test ids are numbered per category:
 * `footer-category-<n>` for the n-th column and `footer-category-<n>-link-<i>` for its i-th link,
 * both from 1. Category 62 keeps its own numbering and does not take a column number:
 * `footer-category-id-62` and `footer-category-id-62-link-<i>`.
 */
export function footerCategoryGroups(tree: CategoryTreeNode[]): FooterCategoryGroup[] {
  const descending = (list: CategoryTreeNode[]) => [...list].sort((a, b) => b.order - a.order || a.id - b.id);
  let column = 0;
  return descending(tree.filter((category) => category.parentId === null)).map((category) => {
    const prefix = category.id === OWN_NUMBERING_CATEGORY_ID ? `footer-category-id-${category.id}` : `footer-category-${++column}`;
    return {
      id: category.id, name: category.name, href: category.routePath, testId: prefix,
      links: descending(category.childCategories).map((child, index) => ({ id: child.id, name: child.name, href: child.routePath, testId: `${prefix}-link-${index + 1}` })),
    };
  });
}

/**
 * Bottom legal links (S9.10): banners tagged "Show in Footer Menu" (tag 9) in display order;
 * a Turkish in-site path is shown in the page's language.
 */
export function footerLegalLinks(banners: Banner[], culture: Culture): FooterLink[] {
  return banners
    .filter((banner) => banner.tagIds.includes(SHOW_IN_FOOTER_MENU_TAG) && banner.targetLink)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((banner, index) => ({ id: banner.id, name: banner.name, href: localizeLink(banner.targetLink!, culture), testId: `footer-legal-link-${index + 1}` }));
}

const localizeLink = (link: string, culture: Culture) => {
  const inSite = link.startsWith('/') && !link.startsWith('//');
  const alreadyEnglish = link === '/en' || link.startsWith('/en/');
  return inSite && !alreadyEnglish ? localizedPath(link, culture) : link;
};
