import { observer } from 'mobx-react-lite';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { object, string } from 'yup';
import { Link } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import { MEMBER_LIMITS, normalisedMobile } from '../../../../../contracts/member/limits';
import type { MemberResponse } from '../../../../../contracts/member/responses';
import type { ConsentChannel } from '../../../../../contracts/member/verification-codes';
import { controlProps, Field, PHONE_INPUT_MAX } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { useMemberStore } from '../use-member-store';
import { verificationCodeApi } from '../verification-code-api';
import { useVerificationCodeT } from '../verification-code-texts';
import { BusyButton } from '../../../components/busy-button';

interface CodeFormProps {
  testId: string;
  legend: string;
  /** What comes before the code is sent (the new address); hidden once it is. */
  children?: ReactNode;
  /** Where the code went, once it has been sent. */
  sentTo: string | null;
  /** The line naming where the code went; an e-mail address unless said otherwise. */
  sentHint?: (sentTo: string) => string;
  /** A refusal said before anything is sent (what the member typed is not valid), or undefined. */
  check?: () => string | undefined;
  ask: () => Promise<void>;
  confirm: (code: string) => Promise<MemberResponse>;
  done: string;
}

/** Ask for a code, then a code field and its confirm button (S7.30): the member record changes only with the right code. */
function CodeForm({ testId, legend, children, sentTo, sentHint, check, ask, confirm, done }: CodeFormProps) {
  const t = useVerificationCodeT();
  const member = useMemberStore();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (work: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const refusal = sentTo ? undefined : check?.();
    if (refusal) {
      setFailure(refusal);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(messageOf(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };
  const onConfirm = run(async () => {
    // The whole answer: a proven phone may also end a pending SMS activation.
    member.accept(await confirm(code));
    setCode('');
    void notify('success', done);
  });

  return (
    <form className="account-form" noValidate onSubmit={sentTo ? onConfirm : run(ask)} data-testid={testId}>
      <fieldset className="account-choices">
        <legend>{legend}</legend>
        {sentTo ? (
          <>
            <p className="account-field__hint">{sentHint ? sentHint(sentTo) : t('codeSentTo', { address: sentTo })}</p>
            <label className="account-field">
              <span>{t('code')}</span>
              <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={MEMBER_LIMITS.otpDigits} value={code} onChange={(event) => setCode(event.target.value)} />
            </label>
          </>
        ) : children}
      </fieldset>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={busy}>{sentTo ? t('confirmCode') : t('sendCode')}</BusyButton>
    </form>
  );
}

interface EmailChangeValues {
  newEmail: string;
  currentPassword: string;
}

const NO_EMAIL_CHANGE: EmailChangeValues = { newEmail: '', currentPassword: '' };

/** The first step's rules: an address that is not the member's own, and the current password (issue 27 item 4). */
function emailChangeSchema(t: ReturnType<typeof useVerificationCodeT>, current: string | undefined) {
  const field = t('newEmail');
  return object({
    newEmail: string().trim().required(t('required', { field })).email(t('invalid', { field })).max(MEMBER_LIMITS.emailMax, t('invalid', { field }))
      .test('not-own', t('sameEmail'), (value) => !current || value?.trim().toLowerCase() !== current.toLowerCase()),
    currentPassword: string().required(t('required', { field: t('currentPassword') })).max(MEMBER_LIMITS.passwordMax),
  });
}

/**
 * /u/info: a new e-mail address becomes the member's once the code sent to it is confirmed. The
 * code is asked for with the current password (a session alone does not change the address);
 * the old address is told once it has changed.
 */
export const EmailChangeForm = observer(function EmailChangeForm() {
  const t = useVerificationCodeT();
  const { api } = useStores();
  const member = useMemberStore();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const calls = verificationCodeApi(api);
  const current = member.member?.email;
  const schema = useMemo(() => emailChangeSchema(t, current), [t, current]);
  const { formik, onSubmit, errorOf, startOver } = useAccountForm<EmailChangeValues>({
    initialValues: NO_EMAIL_CHANGE,
    validationSchema: schema,
    onSubmit: async ({ newEmail, currentPassword }) => {
      setFailure(null);
      try {
        await calls.contactCode({ email: newEmail.trim(), currentPassword });
        setSentTo(newEmail.trim());
        startOver(NO_EMAIL_CHANGE);
      } catch (error) {
        setFailure(messageOf(error, t('failed')));
      }
    },
  });
  if (sentTo) {
    return (
      <CodeForm testId="email-change-form" legend={t('changeEmailLegend')} sentTo={sentTo} done={t('emailChanged')} ask={() => Promise.resolve()}
        confirm={async (code) => { const answer = await calls.confirmContact(sentTo, code); setSentTo(null); return answer; }} />
    );
  }
  const field = (name: keyof EmailChangeValues, label: string, type: string, autoComplete: string, maxLength: number, hint?: string) => {
    const id = `email-change-${name}`;
    return (
      <Field id={id} label={label} error={errorOf(name)} hint={hint}>
        <input {...controlProps(id, errorOf(name), hint)} {...formik.getFieldProps(name)} type={type} autoComplete={autoComplete} maxLength={maxLength} aria-required />
      </Field>
    );
  };
  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="email-change-form">
      <fieldset className="account-choices">
        <legend>{t('changeEmailLegend')}</legend>
        {field('newEmail', t('newEmail'), 'email', 'email', MEMBER_LIMITS.emailMax)}
        {field('currentPassword', t('currentPassword'), 'password', 'current-password', MEMBER_LIMITS.passwordMax, t('currentPasswordHint'))}
      </fieldset>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{t('sendCode')}</BusyButton>
    </form>
  );
});

/** A mobile phone as records keep it (5xxxxxxxxx), shown 5xx xxx xx xx. */
export const shownMobile = (mobilePhone: string) => mobilePhone.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

/**
 * /u/info: a new mobile phone becomes the member's once the code texted to it is confirmed; until
 * then nothing is stored, and a new number ends the SMS permission given for the old one.
 */
export const PhoneChangeForm = observer(function PhoneChangeForm() {
  const t = useVerificationCodeT();
  const { api } = useStores();
  const member = useMemberStore();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const calls = verificationCodeApi(api);
  const current = member.member?.mobilePhone;
  return (
    <CodeForm testId="phone-change-form" legend={current ? t('changePhoneLegend') : t('addPhoneLegend')} sentTo={sentTo} done={t('phoneChanged')}
      sentHint={(to) => t('codeSentToPhone', { phone: shownMobile(to) })}
      check={() => {
        const wanted = normalisedMobile(phone);
        if (!wanted) return t('newPhoneInvalid');
        return wanted === current ? t('samePhone') : undefined;
      }}
      ask={async () => { const wanted = normalisedMobile(phone)!; await calls.phoneCode(wanted); setSentTo(wanted); }}
      confirm={async (code) => { const answer = await calls.confirmPhone(sentTo ?? phone, code); setSentTo(null); setPhone(''); return answer; }}>
      <p className="account-field__hint">{t('phoneChangeIntro')}</p>
      <label className="account-field">
        <span>{t('newPhone')}</span>
        <input type="tel" name="newMobilePhone" autoComplete="tel-national" inputMode="tel" maxLength={PHONE_INPUT_MAX} value={phone} onChange={(event) => setPhone(event.target.value)} />
      </label>
    </CodeForm>
  );
});

/** Where a consent code goes: the member's e-mail, or their mobile phone (kept as 5xxxxxxxxx, shown 5xx xxx xx xx). */
const consentAddress = (member: Member, channel: ConsentChannel) => (channel === 'email'
  ? member.email : member.mobilePhone && shownMobile(member.mobilePhone));

/**
 * /u/communication-preferences: a marketing permission is turned on only by the code sent on
 * that channel (İYS practice), to the member's e-mail or mobile phone; off needs none.
 */
const ConsentFormOf = ({ member, channel }: { member: Member; channel: ConsentChannel }) => {
  const t = useVerificationCodeT();
  const { api, ui } = useStores();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const calls = verificationCodeApi(api);
  const texts = channel === 'email'
    ? { legend: t('emailConsentLegend'), intro: t('emailConsentIntro'), sentHint: undefined }
    : { legend: t('smsConsentLegend'), intro: t('smsConsentIntro'), sentHint: (phone: string) => t('codeSentToPhone', { phone }) };
  const address = consentAddress(member, channel);
  if (!address) {
    // The code needs a number to go to: the member adds one on the info page first.
    return (
      <div className="account-form" data-testid={`${channel}-consent-form`}>
        <fieldset className="account-choices">
          <legend>{texts.legend}</legend>
          <p className="account-field__hint"><Link to={pagePath('accountInfo', ui.culture)}>{t('mobilePhoneFirst')}</Link></p>
        </fieldset>
      </div>
    );
  }
  return (
    <CodeForm testId={`${channel}-consent-form`} legend={texts.legend} sentTo={sentTo} sentHint={texts.sentHint} done={t('consentSaved')}
      ask={async () => { await calls.consentCode(channel); setSentTo(address); }}
      confirm={async (code) => { const answer = await calls.confirmConsent(channel, code); setSentTo(null); return answer; }}>
      <p className="account-field__hint">{texts.intro}</p>
    </CodeForm>
  );
};

/** The code form of one channel while its permission is off (a permission turned on by code removes it). */
export const ConsentForm = observer(function ConsentForm({ channel }: { channel: ConsentChannel }) {
  const member = useMemberStore();
  const current = member.member;
  if (!current || (channel === 'email' ? current.isEmailPermitted : current.isSmsPermitted)) return null;
  // A new number starts the form over: a code sent to the old one is not asked for.
  return <ConsentFormOf key={consentAddress(current, channel)} member={current} channel={channel} />;
});
