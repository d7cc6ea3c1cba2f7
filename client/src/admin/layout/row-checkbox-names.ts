import { useEffect } from 'react';

/** The row checkbox react-admin's Datagrid draws for bulk actions (MUI's span around its input). */
const ROW_CHECKBOX = 'span.select-item[aria-label]';

/**
 * react-admin (5.15) gives a list row's checkbox its name ("Select this row") on MUI's span rather
 * than on the input inside it: a screen reader hears an unnamed checkbox, and axe reports both the
 * span's name (aria-prohibited-attr) and the input's lack of one (label). Until the library names
 * the input, the console moves the name to where it belongs whenever rows are drawn.
 */
export function nameRowCheckboxes(root: ParentNode): void {
  for (const span of root.querySelectorAll<HTMLElement>(ROW_CHECKBOX)) {
    const input = span.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', span.getAttribute('aria-label')!);
    span.removeAttribute('aria-label');
  }
}

/** Keeps every row checkbox of the page named (see nameRowCheckboxes), as lists draw and redraw rows. */
export function useRowCheckboxNames(): void {
  useEffect(() => {
    nameRowCheckboxes(document.body);
    const observer = new MutationObserver(() => nameRowCheckboxes(document.body));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}
