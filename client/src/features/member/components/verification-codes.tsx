import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Member } from '../../../../../contracts/member/entities';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import type { MemberResponse } from '../../../../../contracts/member/responses';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useStores } from '../../../stores/use-stores';
import { useMemberStore } from '../use-member-store';
import { verificationCodeApi } from '../verification-code-api';
import { useVerificationCodeT } from '../verification-code-texts';

interface CodeFormProps {
  testId: string;
  legend: string;
  /** What comes before the code is sent (the new address); hidden once it is. */
  children?: ReactNode;
  /** Where the code went, once it has been sent. */
  sentTo: string | null;
  ask: () => Promise<void>;
  confirm: (code: string) => Promise<MemberResponse>;
  done: string;
}

/** Ask for a code, then a code field and its confirm button (S7.30): the member record changes only with the right code. */
function CodeForm({ testId, legend, children, sentTo, ask, confirm, done }: CodeFormProps) {
  const t = useVerificationCodeT();
  const member = useMemberStore();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (work: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
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
    member.setMember((await confirm(code)).member);
    setCode('');
    void notify('success', done);
  });

  return (
    <form className="account-form" noValidate onSubmit={sentTo ? onConfirm : run(ask)} data-testid={testId}>
      <fieldset className="account-choices">
        <legend>{legend}</legend>
        {sentTo ? (
          <>
            <p className="account-field__hint">{t('codeSentTo', { address: sentTo })}</p>
            <label className="account-field">
              <span>{t('code')}</span>
              <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={MEMBER_LIMITS.otpDigits} value={code} onChange={(event) => setCode(event.target.value)} />
            </label>
          </>
        ) : children}
      </fieldset>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <button type="submit" className="button" disabled={busy}>{sentTo ? t('confirmCode') : t('sendCode')}</button>
    </form>
  );
}

/** /u/info: a new e-mail address becomes the member's once the code sent to it is confirmed. */
export function EmailChangeForm() {
  const t = useVerificationCodeT();
  const { api } = useStores();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const calls = verificationCodeApi(api);
  return (
    <CodeForm testId="email-change-form" legend={t('changeEmailLegend')} sentTo={sentTo} done={t('emailChanged')}
      ask={async () => { await calls.contactCode(email); setSentTo(email.trim()); }}
      confirm={async (code) => { const answer = await calls.confirmContact(sentTo ?? email, code); setSentTo(null); setEmail(''); return answer; }}>
      <label className="account-field">
        <span>{t('newEmail')}</span>
        <input type="email" name="newEmail" autoComplete="email" maxLength={MEMBER_LIMITS.emailMax} value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
    </CodeForm>
  );
}

/** /u/communication-preferences: the e-mail permission is turned on only by the code sent to the member's e-mail (İYS practice); off needs none. */
const EmailConsentFormOf = ({ member }: { member: Member }) => {
  const t = useVerificationCodeT();
  const { api } = useStores();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const calls = verificationCodeApi(api);
  return (
    <CodeForm testId="email-consent-form" legend={t('emailConsentLegend')} sentTo={sentTo} done={t('consentSaved')}
      ask={async () => { await calls.consentCode('email'); setSentTo(member.email); }}
      confirm={async (code) => { const answer = await calls.confirmConsent('email', code); setSentTo(null); return answer; }}>
      <p className="account-field__hint">{t('emailConsentIntro')}</p>
    </CodeForm>
  );
};

export const EmailConsentForm = observer(function EmailConsentForm() {
  const member = useMemberStore();
  return member.member && !member.member.isEmailPermitted ? <EmailConsentFormOf member={member.member} /> : null;
});
