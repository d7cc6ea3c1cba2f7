import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useState, type FormEvent } from 'react';

/**
 * Formik as the shop's forms behave (S5.08): checked on submit first, then again on every
 * change; a field's message shows only once the shopper has tried to send.
 */
export function useAccountForm<Values extends FormikValues>(config: Omit<FormikConfig<Values>, 'validateOnChange' | 'validateOnBlur'>) {
  const [attempted, setAttempted] = useState(false);
  const formik = useFormik<Values>({ ...config, validateOnChange: attempted, validateOnBlur: false });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    formik.handleSubmit(event);
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
  return { formik, onSubmit, errorOf, startOver };
}
