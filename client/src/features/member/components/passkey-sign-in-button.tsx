import { useMemo, useState } from 'react';
import type { MemberResponse } from '../../../../../contracts/member/responses';
import { messageOf } from '../../../lib/api-client';
import { useStores } from '../../../stores/use-stores';
import { passkeyApi, promptFailureOf, webAuthnAvailable } from '../passkey-api';
import { useSignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { BusyButton } from '../../../components/busy-button';

/**
 * "Sign in with a passkey" under the password form (issue 14 item 11): the browser offers the
 * shop's passkeys (no e-mail asked); a sign-in then ends as a password sign-in does. Hidden in a
 * browser without WebAuthn.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (response: MemberResponse) => void }) {
  const member = useMemberStore();
  const { api } = useStores();
  const passkeys = useMemo(() => passkeyApi(api), [api]);
  const t = useSignInT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!webAuthnAvailable()) return null;

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const response = await passkeys.signIn();
      member.passkeySignedIn(response);
      onSignedIn(response);
    } catch (error) {
      setFailure(promptFailureOf(error) === 'cancelled' ? t('passkeyCancelled') : messageOf(error, t('passkeyFailed')));
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in" data-testid="passkey-sign-in">
      <p className="passkey-sign-in__or">{t('passkeyOr')}</p>
      <BusyButton className="button button--secondary" busy={busy} onClick={() => void signIn()}>
        {busy ? t('passkeySigningIn') : t('passkeySignIn')}
      </BusyButton>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
    </div>
  );
}
