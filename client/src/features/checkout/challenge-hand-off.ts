/**
 * The bank's 3-D Secure window and the payment page that opened it (issue 32 item 7): the bank's
 * callback ends on the order summary inside that window, which hands the address to the payment
 * page and closes, so the shopper goes on where they started (with their basket and header).
 */

/** The name of the bank's window: the same window again when the payment page opens it again. */
export const BANK_WINDOW_NAME = 'vitrin-3d-secure';

const HAND_OFF = 'vitrin:3d-secure-done';

/** In the bank's window: hands its address to the page that opened it and closes; false when this is no bank window (a full-page payment). */
export function handOffToOpener(win: Window = window): boolean {
  const opener = win.opener as Window | null;
  if (win.name !== BANK_WINDOW_NAME || !opener || opener.closed) return false;
  try {
    opener.postMessage({ type: HAND_OFF, path: `${win.location.pathname}${win.location.search}` }, win.location.origin);
  } catch {
    return false;
  }
  win.close();
  return true;
}

/** On the payment page: the address the bank's window handed off, or null for any other message (another origin, another kind, not a path of this site). */
export function handedOffPath(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string = window.location.origin): string | null {
  if (event.origin !== origin) return null;
  const data = event.data as { type?: unknown; path?: unknown } | null;
  if (!data || data.type !== HAND_OFF || typeof data.path !== 'string') return null;
  return data.path.startsWith('/') && !data.path.startsWith('//') ? data.path : null;
}
