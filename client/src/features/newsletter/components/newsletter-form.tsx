import { useFormik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { notify } from '../../../components/notify';
import { useT } from '../../../stores/use-stores';

/**
 * Footer newsletter sign-up. Validation runs on submit and again on change (S5.08); messages
 * name the field (S5.02, S5.05). Subscriptions arrive with the members issue: for now the
 * shopper is told so.
 */
export default function NewsletterForm() {
  const t = useT();
  const id = useId();
  const field = t('field.email');
  const form = useFormik({
    initialValues: { email: '' },
    validateOnBlur: false,
    validateOnChange: true,
    validationSchema: yup.object({
      email: yup.string().trim().required(t('validation.required', { field })).email(t('validation.invalid', { field })),
    }),
    onSubmit: (_values, helpers) => {
      void notify('info', t('footer.newsletterSoon'));
      helpers.resetForm();
    },
  });
  const error = form.submitCount > 0 ? form.errors.email : undefined;
  return (
    <form className="newsletter" noValidate onSubmit={form.handleSubmit}>
      <label htmlFor={id}>{t('footer.newsletterTitle')}</label>
      <div className="newsletter__row">
        <input id={id} name="email" type="email" autoComplete="email" placeholder={t('footer.newsletterEmail')}
          className={error ? 'input input--invalid' : 'input'} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}
          value={form.values.email} onChange={form.handleChange} />
        <button type="submit" className="button">{t('footer.newsletterSubmit')}</button>
      </div>
      {error ? <p id={`${id}-error`} className="field-error" role="alert">{error}</p> : null}
    </form>
  );
}
