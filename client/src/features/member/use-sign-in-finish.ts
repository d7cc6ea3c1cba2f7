import { useNavigate, useSearchParams } from 'react-router';
import type { MemberResponse } from '../../../../contracts/member/responses';
import { homePath } from '../../lib/routes';
import { useStores } from '../../stores/use-stores';
import { safeReturnPath } from '../../lib/safe-return-path';
import { otpPath } from './account-access';

/**
 * Where a sign-in, a sign-up or a guest logon leads (spec §4): to /otp when the membership still
 * needs a code, else back to the returnurl, else home.
 */
export function useSignInFinish() {
  const { ui } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The returnurl of a sign-in page, when it is a path of this shop (never another site).
  const returnUrl = safeReturnPath(params.get('returnurl'));
  const culture = ui.culture;
  return {
    returnUrl,
    afterMember: (response: MemberResponse) => {
      void navigate(response.pendingActivation ? otpPath(culture, returnUrl) : returnUrl ?? homePath(culture), { replace: true });
    },
    afterGuest: () => {
      void navigate(returnUrl ?? homePath(culture), { replace: true });
    },
  };
}
