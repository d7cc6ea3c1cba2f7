import type { ApiResult } from '../../../../contracts/common/responses';
import type {
  PasskeyCreationOptionsResponse, PasskeyRegisterPayload, PasskeyRequestOptionsResponse, PasskeyResponse, PasskeysResponse,
} from '../../../../contracts/member/passkey';
import type { MemberResponse } from '../../../../contracts/member/responses';
import type { ApiClient } from '../../lib/api-client';

/** Whether this browser has WebAuthn at all: without it no passkey can be made or used here. */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && window.PublicKeyCredential !== undefined;
}

/** The browser side of WebAuthn (@simplewebauthn/browser): its own chunk, downloaded only when a passkey prompt opens. */
const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Why the browser's passkey prompt ended without a passkey, when it was the browser and not the shop. */
export type PasskeyPromptFailure = 'cancelled' | 'alreadyAdded' | 'failed';

/**
 * The prompt's failure in words the page can choose a text for: the member closed or let time
 * out the prompt (NotAllowedError, AbortError), or this authenticator already holds one of their
 * passkeys (InvalidStateError); undefined for the shop's own refusals (ApiError, with the server's message).
 */
export function promptFailureOf(error: unknown): PasskeyPromptFailure | undefined {
  if (!(error instanceof Error) || error.name === 'ApiError') return undefined;
  const code = (error as Error & { code?: string }).code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') return 'alreadyAdded';
  if (code === 'ERROR_CEREMONY_ABORTED' || error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
  return 'failed';
}

/** The passkey routes (issue 14 item 11): the account area's list, add and remove, and the passkey sign-in. */
export const passkeyApi = (api: ApiClient) => ({
  list: () => api.get<PasskeysResponse>('/api/passkeys'),
  remove: (id: number) => api.post<ApiResult>('/api/remove-passkey', { id }),

  /** The browser makes a passkey for the signed-in member (its own prompt), then the shop keeps it under `name`. */
  async add(name?: string): Promise<PasskeyResponse> {
    const [{ options }, { startRegistration }] = await Promise.all([api.post<PasskeyCreationOptionsResponse>('/api/passkey-register-options'), loadWebAuthn()]);
    const credential = await startRegistration({ optionsJSON: options });
    const payload: PasskeyRegisterPayload = { credential, ...(name ? { name } : {}) };
    return api.post<PasskeyResponse>('/api/passkey-register', payload);
  },

  /** Sign-in with a passkey the browser offers (no e-mail asked); the answer is /api/login's. */
  async signIn(rememberMe = false): Promise<MemberResponse> {
    const [{ options }, { startAuthentication }] = await Promise.all([api.post<PasskeyRequestOptionsResponse>('/api/passkey-login-options'), loadWebAuthn()]);
    const credential = await startAuthentication({ optionsJSON: options });
    return api.post<MemberResponse>('/api/passkey-login', { credential, ...(rememberMe ? { rememberMe } : {}) });
  },
});
export type PasskeyApi = ReturnType<typeof passkeyApi>;
