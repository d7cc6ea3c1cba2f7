import type { Culture } from '../../../contracts/enums';
import { HEAD_TAG_SELECTOR, headTags, type PageHead } from '../../../contracts/seo/page-head';
import { readSiteConfig } from './site-config';

export { contentPageHead, fixedPageHead, listCrumbs, listHead, notFoundHead, productHead } from '../../../contracts/seo/page-heads';
export { categoryCrumbs } from '../../../contracts/seo/structured-data';

/** The shop's public address: links in the head and JSON-LD are absolute, as the server writes them. */
export const publicUrl = () => readSiteConfig().publicUrl;

/** A fixed page's path in both languages, from its path in one of them. */
export function fixedAlternates(pathname: string, culture: Culture, otherPath: string): Record<Culture, string> {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return culture === 'tr' ? { tr: trimmed, en: otherPath } : { tr: otherPath, en: trimmed };
}

/** Replaces the head tags of the previous page by those of `head` (the same tags the server writes). */
export function writeHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  doc.head.querySelectorAll(HEAD_TAG_SELECTOR).forEach((element) => element.remove());
  const tags = headTags(head, readSiteConfig(doc).publicUrl).map(({ tag, attributes, text }) => {
    const element = doc.createElement(tag);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    return element;
  });
  doc.head.append(...tags);
}
