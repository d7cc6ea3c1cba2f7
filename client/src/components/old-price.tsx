import type { ReactNode } from 'react';

/**
 * A struck-through price said as the old one (issue 32 item 20): screen readers do not read a
 * strike, and an aria-label on <s> is not read either, so the word comes first as hidden text
 * ("Eski fiyat", "Was").
 */
export function OldPrice({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return <s className={className}><span className="visually-hidden">{label} </span>{children}</s>;
}
