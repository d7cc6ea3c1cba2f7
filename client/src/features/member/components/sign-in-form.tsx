import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { bool, object, string } from 'yup';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { MemberMessage } from '../../../../../contracts/member/messages';
import { asksForBotCheck, type MemberResponse } from '../../../../../contracts/member/responses';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useSignInT, type SignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { controlProps, Field } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { BusyButton } from '../../../components/busy-button';

const BotCheck = lazy(() => import('../../../components/bot-check').then((module) => ({ default: module.BotCheck })));

interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The e-mail rule every sign-in form shares. */
export function emailRule(t: SignInT) {
  const field = t('email');
  return string().trim().required(t('required', { field })).email(t('invalid', { field })).max(MEMBER_LIMITS.emailMax, t('invalid', { field }));
}

function signInSchema(t: SignInT) {
  return object({
    email: emailRule(t),
    password: string().required(t('required', { field: t('password') })),
    rememberMe: bool(),
  });
}

/**
 * Member sign-in (/login action=login): e-mail, password, remember me; the way to renew a
 * forgotten password. An account many addresses tried takes sign-ins only past the bot check
 * (issue 27 item 12): the refusal says so, the widget shows, and the next try carries its solution.
 */
export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn: (response: MemberResponse) => void; onForgotPassword: () => void }) {
  const member = useMemberStore();
  const t = useSignInT();
  const [failure, setFailure] = useState<string | null>(null);
  // The widget's round: a solution is good once, so each refused try starts a new one.
  const [botCheck, setBotCheck] = useState(0);
  const [solution, setSolution] = useState<string | null>(null);
  const schema = useMemo(() => signInSchema(t), [t]);
  const { formik, onSubmit, errorOf } = useAccountForm<SignInValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validationSchema: schema,
    onSubmit: async ({ email, password, rememberMe }) => {
      setFailure(null);
      try {
        onSignedIn(await member.login({ email: email.trim(), password, rememberMe }, solution ?? undefined));
      } catch (error) {
        setFailure(messageOf(error, MemberMessage.anError));
        if (botCheck || (error instanceof ApiError && asksForBotCheck(error.data))) {
          setSolution(null);
          setBotCheck((round) => round + 1);
        }
      }
    },
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="sign-in-form">
      <Field id="sign-in-email" label={t('email')} error={errorOf('email')}>
        <input {...controlProps('sign-in-email', errorOf('email'))} {...formik.getFieldProps('email')} type="email" autoComplete="username" inputMode="email" maxLength={MEMBER_LIMITS.emailMax} aria-required />
      </Field>
      <Field id="sign-in-password" label={t('password')} error={errorOf('password')}>
        <input {...controlProps('sign-in-password', errorOf('password'))} {...formik.getFieldProps('password')} type="password" autoComplete="current-password" maxLength={MEMBER_LIMITS.passwordMax} aria-required />
      </Field>
      <label className="account-choice">
        <input type="checkbox" {...formik.getFieldProps({ name: 'rememberMe', type: 'checkbox' })} />
        {t('rememberMe')}
      </label>
      {botCheck ? <Suspense fallback={<div className="bot-check" />}><BotCheck key={botCheck} onSolved={setSolution} /></Suspense> : null}
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('signingIn') : t('signIn')}</BusyButton>
        <button type="button" className="link-button" onClick={onForgotPassword}>{t('forgotPassword')}</button>
      </div>
    </form>
  );
}

/** Which of the two a sign-in shows: the sign-in form or the sign-up form. */
export type SignInSide = 'login' | 'register';

/**
 * Sign in or sign up as two tabs, on the /login page and in the sign-in member modal; `idPrefix`
 * keeps their ids apart.
 */
export function SignInTabs({ side, onChoose, idPrefix, children }: { side: SignInSide; onChoose: (side: SignInSide) => void; idPrefix: string; children: ReactNode }) {
  const t = useSignInT();
  return (
    <>
      <div className="sign-in__tabs" role="tablist" aria-label={t('signInHeading')}>
        {(['login', 'register'] as const).map((key) => (
          <button
            key={key} type="button" role="tab" id={`${idPrefix}-tab-${key}`} aria-selected={side === key} aria-controls={`${idPrefix}-tabpanel`}
            className="sign-in__tab" onClick={() => onChoose(key)}
          >{t(key === 'login' ? 'signInTab' : 'registerTab')}</button>
        ))}
      </div>
      <div id={`${idPrefix}-tabpanel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${side}`}>{children}</div>
    </>
  );
}
