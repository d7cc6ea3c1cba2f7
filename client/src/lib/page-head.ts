import { useEffect, useRef } from 'react';
import type { PageHead } from '../../../contracts/seo/page-head';
import type * as HeadDocument from './head-document';

/** The head rules and the writer, loaded with the first head written (not in the first download). */
export type HeadRules = typeof HeadDocument;

// The first page's head came with its HTML, from the same rules (server/src/web/page-head.ts):
// it is rewritten only once the shopper has moved to another address.
const firstAddress = typeof location === 'undefined' ? '' : location.pathname + location.search;
let navigated = false;
let latest = 0;

/**
 * Keeps the document's head (title, description, canonical, hreflang, robots, Open Graph,
 * JSON-LD) that of the page shown, across client-side navigations (issue 16 item 8). `key`
 * names everything the head depends on (address, data); `build` makes the head from the shared
 * rules once they are loaded, or undefined while the page still waits for its data. The title
 * is written at once, the rest when the rules arrive (a page left by then writes nothing).
 */
export function usePageHead(key: string, title: string | undefined, build: (rules: HeadRules) => PageHead | undefined): void {
  const builder = useRef(build);
  builder.current = build;
  useEffect(() => {
    if (title) document.title = title;
    const address = location.pathname + location.search;
    navigated ||= address !== firstAddress;
    if (!navigated) return;
    const mine = ++latest;
    void import('./head-document').then((rules) => {
      const head = mine === latest ? builder.current(rules) : undefined;
      if (head) rules.writeHead(head);
    });
  }, [key, title]);
}
