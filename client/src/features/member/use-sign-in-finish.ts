import { useNavigate, useSearchParams } from 'react-router';
import type { MemberResponse } from '../../../../contracts/member/responses';
import { homePath } from '../../lib/routes';
import { useStores } from '../../stores/use-stores';
import { otpPath, safeReturnUrl } from './account-access';

/**
 * Where a sign-in, a sign-up or a guest logon leads (spec §4): to /otp when the membership still
 * needs a code, else back to the returnurl, else home.
 */
export function useSignInFinish() {
  const { ui } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnurl'));
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
