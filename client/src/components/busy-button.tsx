import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Its work is under way: presses are ignored until it ends. */
  busy: boolean;
  /** Not available for now (a bound reached, a balance short): presses are ignored, nothing is under way. */
  unavailable?: boolean;
}

/**
 * A button whose work takes a while (submit a form, verify a code, pay, step a quantity), or that
 * may become unavailable while focused. It is aria-disabled, never disabled: a disabled button
 * loses the focus to the page body, so a keyboard or screen-reader user who pressed it would start
 * again from the top of the page (issue 32 item 18). Presses meanwhile, by click or by Enter in
 * the form, do nothing.
 */
export function BusyButton({ busy, unavailable = false, onClick, children, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button type="button" {...props} aria-disabled={busy || unavailable || undefined} aria-busy={busy || undefined} onClick={press}>{children}</button>;
}
