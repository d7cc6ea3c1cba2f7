import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle within the panel: the page behind it is out of keyboard reach. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => !item.closest('[hidden]'));
  if (!items.length) { event.preventDefault(); return; }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!container.contains(active)) { event.preventDefault(); (event.shiftKey ? last : first).focus(); }
  else if (event.shiftKey && (active === first || active === container)) { event.preventDefault(); last.focus(); }
  else if (!event.shiftKey && active === last) { event.preventDefault(); first.focus(); }
}

/** The open panels, innermost last: only the one on top answers Tab and Escape (a remove confirmation over the mini cart). */
const openPanels: RefObject<HTMLElement | null>[] = [];

/**
 * The keyboard rules of every panel that opens over the page (modal dialogs, the mini cart, the
 * phone's filter sheet and menu): while `open`, focus moves into the panel, Tab stays inside it and
 * Escape closes it; when it closes, focus goes back to where it was (the button that opened it),
 * never to the page's body.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  // The latest onClose, read by the key handler: a parent passing a new function on every render
  // must not re-run the focus effect (that would pull the focus out of a field being typed in).
  const close = useRef(onClose);
  useEffect(() => { close.current = onClose; });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const self = panel;
    openPanels.push(self);
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openPanels[openPanels.length - 1] !== self) return;
      if (event.key === 'Escape') close.current();
      else if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openPanels.splice(openPanels.indexOf(self), 1);
      // What opened the panel may be gone (the line a confirmed removal took away): then the panel
      // beneath, or the page's main area, holds the focus rather than the page's body.
      const beneath = openPanels[openPanels.length - 1]?.current;
      (previous?.isConnected ? previous : beneath ?? document.getElementById('main'))?.focus();
    };
  }, [open, panel]);
}
