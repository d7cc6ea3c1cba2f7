import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Its work is under way: presses are ignored until it ends. */
  busy: boolean;
}

/**
 * A button whose work takes a while (submit a form, verify a code, pay). While busy it is
 * aria-disabled, not disabled: a disabled button loses the focus to the page body, so a keyboard
 * or screen-reader user who pressed it would start again from the top of the page (issue 32
 * item 18). Presses meanwhile, by click or by Enter in the form, do nothing.
 */
export function BusyButton({ busy, onClick, children, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button type="button" {...props} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={press}>{children}</button>;
}
