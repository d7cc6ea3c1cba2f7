import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DynamicFormProperty } from '../../../../../contracts/form/entities';
import { useStores, useT } from '../../../stores/use-stores';
import { supportApi } from '../api';
import { formSchema, initialValues } from '../form-schema';
import { DynamicFormStore } from '../support-store';
import { FieldError } from '../../../components/forms/form-field';
import '../support.css';
import { BusyButton } from '../../../components/busy-button';

/**
 * A dynamic form built from its properties (spec §7 DynamicForm), checked with formik + yup:
 * on submit first, then again on every change (S5.08); each field shows its message and an
 * invalid style (S5.05). A clear confirmation replaces the form once the engine stored it.
 */
export const DynamicFormView = observer(function DynamicFormView({ formKey }: { formKey: string }) {
  const { api, ui } = useStores();
  const t = useT();
  const [store] = useState(() => new DynamicFormStore(supportApi(api)));

  useEffect(() => { void store.load(formKey); }, [store, formKey, ui.culture]);

  if (store.loadError) return <p className="inline-error" role="alert">{t('support.loadFailed')} {store.loadError}</p>;
  if (!store.form) return <p aria-busy="true">{t('page.loading')}</p>;
  if (store.submissionId !== null) return <Confirmation store={store} />;
  return <FormFields store={store} properties={store.form.properties} title={store.form.title} />;
});

const Confirmation = observer(function Confirmation({ store }: { store: DynamicFormStore }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="form-confirmation" role="status" data-testid="form-confirmation">
      <h2 ref={heading} tabIndex={-1}>{t('support.sent')}</h2>
      <p>{t('support.sentText')}</p>
      <button type="button" className="button" onClick={() => store.startOver()}>{t('support.sendAnother')}</button>
    </div>
  );
});

const FormFields = observer(function FormFields({ store, properties, title }: { store: DynamicFormStore; properties: DynamicFormProperty[]; title: string }) {
  const t = useT();
  const [attempted, setAttempted] = useState(false);
  // Rebuilt when the language changes so messages follow it.
  const schema = useMemo(() => formSchema(properties, t), [properties, t]);
  const formik = useFormik<Record<string, string>>({
    initialValues: initialValues(properties),
    validationSchema: schema,
    // S5.08: validate on submit, then revalidate on change.
    validateOnChange: attempted,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      if (await store.submit(values)) helpers.resetForm();
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    formik.handleSubmit(event);
  };

  return (
    <form className="dynamic-form" noValidate onSubmit={onSubmit} aria-labelledby="dynamic-form-title" data-testid="dynamic-form">
      <h2 id="dynamic-form-title">{title}</h2>
      {properties.map((property) => {
        const id = `form-${property.name}`;
        const error = attempted ? formik.errors[property.name] : undefined;
        const common = {
          id, name: property.name, value: formik.values[property.name] ?? '', maxLength: property.maxLength,
          onChange: formik.handleChange, 'aria-invalid': error ? true : undefined, 'aria-required': property.required || undefined,
          'aria-describedby': error ? `${id}-error` : undefined, className: error ? 'is-invalid' : undefined,
        };
        return (
          <div key={property.name} className="form-field">
            <label htmlFor={id}>{property.label}{property.required ? ' *' : ` ${t('support.optional')}`}</label>
            {property.type === 'TextArea'
              ? <textarea {...common} rows={6} />
              : <input {...common} type={property.type === 'Email' ? 'email' : 'text'} autoComplete={property.type === 'Email' ? 'email' : undefined} />}
            {/* Read out as it appears (issue 32 item 20), as every form's field messages are. */}
            <FieldError id={id} error={error} />
          </div>
        );
      })}
      {store.submitError ? <p className="inline-error" role="alert">{t('support.sendFailed')} {store.submitError}</p> : null}
      <BusyButton type="submit" className="button button--primary" busy={store.sending}>{store.sending ? t('support.sending') : t('support.submit')}</BusyButton>
    </form>
  );
});
