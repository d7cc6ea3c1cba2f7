import type { ApiResult } from '../../../../contracts/common/responses';
import type { MemberResponse } from '../../../../contracts/member/responses';
import type { ConsentChannel, ContactCodePayload } from '../../../../contracts/member/verification-codes';
import type { ApiClient } from '../../lib/api-client';

/** A new e-mail, a new mobile phone or a marketing permission proven by a code (spec §7 Member: communication-info and consent verification codes). */
export const verificationCodeApi = (api: ApiClient) => ({
  contactCode: (payload: ContactCodePayload) => api.post<ApiResult>('/api/contact-code', payload),
  confirmContact: (email: string, code: string) => api.post<MemberResponse>('/api/contact-code/confirm', { email, code }),
  consentCode: (channel: ConsentChannel) => api.post<ApiResult>('/api/consent-code', { channel }),
  confirmConsent: (channel: ConsentChannel, code: string) => api.post<MemberResponse>('/api/consent-code/confirm', { channel, code }),
  phoneCode: (mobilePhone: string) => api.post<ApiResult>('/api/phone-code', { mobilePhone }),
  confirmPhone: (mobilePhone: string, code: string) => api.post<MemberResponse>('/api/phone-code/confirm', { mobilePhone, code }),
});
