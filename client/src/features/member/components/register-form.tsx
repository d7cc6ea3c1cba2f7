import { useMemo, useState } from 'react';
import { bool, object, string } from 'yup';
import { MEMBER_LIMITS, normalisedMobile } from '../../../../../contracts/member/limits';
import { MemberMessage } from '../../../../../contracts/member/messages';
import type { MemberResponse } from '../../../../../contracts/member/responses';
import { messageOf } from '../../../lib/api-client';
import { useSignInT, type SignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { controlProps, Field, FieldError, PHONE_INPUT_MAX } from '../../../components/forms/form-field';
import { PrivacyConsentLabel, PrivacyTextDialog } from './privacy-text-dialog';
import { emailRule } from './sign-in-form';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { mobilePhoneField, personNameField, refusalText } from './member-field-rules';
import { BusyButton } from '../../../components/busy-button';

const LABELS: Record<string, 'name' | 'surname' | 'email' | 'password' | 'mobilePhone'> = { name: 'name', surname: 'surname', email: 'email', password: 'password', mobilePhone: 'mobilePhone' };

interface RegisterValues {
  name: string;
  surname: string;
  email: string;
  password: string;
  mobilePhone: string;
  isEmailPermitted: boolean;
  privacyAccepted: boolean;
}

const EMPTY: RegisterValues = { name: '', surname: '', email: '', password: '', mobilePhone: '', isEmailPermitted: false, privacyAccepted: false };

function registerSchema(t: SignInT) {
  const password = t('password');
  return object({
    name: personNameField(t('name'), t),
    surname: personNameField(t('surname'), t),
    email: emailRule(t),
    password: string().required(t('required', { field: password }))
      .min(MEMBER_LIMITS.passwordMin, t('tooShort', { field: password, min: MEMBER_LIMITS.passwordMin }))
      .max(MEMBER_LIMITS.passwordMax, t('tooLong', { field: password, max: MEMBER_LIMITS.passwordMax })),
    mobilePhone: mobilePhoneField(t),
    isEmailPermitted: bool(),
    privacyAccepted: bool().oneOf([true], t('privacyRequired')),
  });
}

/** A new membership (/login, the sign-up side): the member then confirms the e-mail with a code on /otp. */
export function RegisterForm({ onRegistered }: { onRegistered: (response: MemberResponse) => void }) {
  const member = useMemberStore();
  const t = useSignInT();
  const [failure, setFailure] = useState<string | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const schema = useMemo(() => registerSchema(t), [t]);
  const { formik, onSubmit, errorOf, placeRefusal } = useAccountForm<RegisterValues>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const mobilePhone = values.mobilePhone.trim() ? normalisedMobile(values.mobilePhone) : undefined;
      try {
        onRegistered(await member.register({
          name: values.name.trim(), surname: values.surname.trim(), email: values.email.trim(), password: values.password,
          ...(mobilePhone ? { mobilePhone } : {}), isEmailPermitted: values.isEmailPermitted, privacyAccepted: true,
        }));
      } catch (error) {
        // A field the server refused is said beside it, in the page's language (issue 32 item 13).
        if (!placeRefusal(error, refusalText(t, (field) => (Object.hasOwn(LABELS, field) ? t(LABELS[field]) : undefined)))) setFailure(messageOf(error, MemberMessage.anError));
      }
    },
  });
  const text = (name: 'name' | 'surname' | 'email', autoComplete: string, type = 'text') => {
    const id = `register-${name}`;
    return (
      <Field id={id} label={t(name)} error={errorOf(name)}>
        <input {...controlProps(id, errorOf(name))} {...formik.getFieldProps(name)} type={type} autoComplete={autoComplete} maxLength={name === 'email' ? MEMBER_LIMITS.emailMax : MEMBER_LIMITS.nameMax} aria-required />
      </Field>
    );
  };
  const passwordHint = t('passwordRule', { min: MEMBER_LIMITS.passwordMin });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="register-form">
      {text('name', 'given-name')}
      {text('surname', 'family-name')}
      {text('email', 'email', 'email')}
      <Field id="register-password" label={t('password')} error={errorOf('password')} hint={passwordHint}>
        <input {...controlProps('register-password', errorOf('password'), passwordHint)} {...formik.getFieldProps('password')} type="password" autoComplete="new-password" maxLength={MEMBER_LIMITS.passwordMax} aria-required />
      </Field>
      <Field id="register-mobile" label={t('mobilePhone')} note={t('optional')} error={errorOf('mobilePhone')} hint={t('mobilePhoneHint')}>
        <input {...controlProps('register-mobile', errorOf('mobilePhone'), t('mobilePhoneHint'))} {...formik.getFieldProps('mobilePhone')} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={PHONE_INPUT_MAX} />
      </Field>
      <label className="account-choice"><input type="checkbox" {...formik.getFieldProps({ name: 'isEmailPermitted', type: 'checkbox' })} />{t('emailPermission')}</label>
      {/* The SMS permission needs a code sent to the phone, which comes after sign-up (the server stores it off here). */}
      <p className="account-field__hint">{t('smsPermissionLater')}</p>
      <div className="account-field">
        <label className="account-choice" htmlFor="register-privacy">
          <input {...controlProps('register-privacy', errorOf('privacyAccepted'))} {...formik.getFieldProps({ name: 'privacyAccepted', type: 'checkbox' })} type="checkbox" />
          <PrivacyConsentLabel onOpen={() => setPrivacyOpen(true)} />
        </label>
        <FieldError id="register-privacy" error={errorOf('privacyAccepted')} />
      </div>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('registering') : t('register')}</BusyButton>
      <PrivacyTextDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </form>
  );
}
