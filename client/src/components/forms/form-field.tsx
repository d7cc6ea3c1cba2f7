import type { ReactNode } from 'react';

/** Room for a mobile number typed the long way: "+90 532 123 45 67". */
export const PHONE_INPUT_MAX = 17;

const errorIdOf = (id: string) => `${id}-error`;
const hintIdOf = (id: string) => `${id}-hint`;

/** The accessibility wiring of a control: invalid state, and its message and hint read with it (spec §5 invalid style). */
export function controlProps(id: string, error: string | undefined, hint?: string) {
  const describedBy = [error ? errorIdOf(id) : '', hint ? hintIdOf(id) : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: error ? 'input--invalid' : undefined,
  } as const;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? <p id={errorIdOf(id)} className="field-error" role="alert">{error}</p> : null;
}

export interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
  children: ReactNode;
}

/** A labelled control with its hint and message; the control itself spreads controlProps(id, error, hint). */
export function Field({ id, label, error, hint, note, children }: FieldProps) {
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}{note ? <span className="account-field__note"> {note}</span> : null}</label>
      {children}
      {hint ? <p id={hintIdOf(id)} className="account-field__hint">{hint}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
