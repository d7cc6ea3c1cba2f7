import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldRefusal } from '../../../../contracts/common/responses';
import { ApiError } from '../../lib/api-client';

/**
 * Formik as the shop's forms behave (S5.08): checked on submit first, then again on every
 * change; a field's message shows only once the shopper has tried to send.
 */
export function useAccountForm<Values extends FormikValues>(config: Omit<FormikConfig<Values>, 'validateOnChange' | 'validateOnBlur'>) {
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const formik = useFormik<Values>({ ...config, validateOnChange: attempted, validateOnBlur: false });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.current = event.currentTarget;
    setAttempted(true);
    formik.handleSubmit(event);
  };
  /**
   * Puts a server refusal beside the fields it names, in the words `textOf` gives (the page's
   * language), and moves the focus to the first (issue 32 item 13); false when it names none of
   * this form's fields, and the form shows the message on its own.
   */
  const placeRefusal = (error: unknown, textOf: (refusal: FieldRefusal) => string | undefined): boolean => {
    const texts = new Map<string, string>();
    for (const refusal of error instanceof ApiError ? error.fields : []) {
      const text = Object.hasOwn(formik.values, refusal.field) && !texts.has(refusal.field) ? textOf(refusal) : undefined;
      if (text !== undefined) texts.set(refusal.field, text);
    }
    if (texts.size === 0) return false;
    for (const [field, text] of texts) formik.setFieldError(field, text);
    const first = [...(form.current?.elements ?? [])].find((control) => texts.has(control.getAttribute('name') ?? ''));
    if (first instanceof HTMLElement) first.focus();
    return true;
  };
  const errorOf = (name: keyof Values & string): string | undefined => {
    const error: unknown = formik.errors[name];
    return attempted && typeof error === 'string' ? error : undefined;
  };
  /** After a successful send: an empty form waits for the next submit before it shows messages. */
  const startOver = (values?: Values) => {
    setAttempted(false);
    formik.resetForm(values ? { values } : undefined);
  };
  return { formik, onSubmit, errorOf, startOver, placeRefusal };
}
