import type { ApiResult } from '../../../../contracts/common/responses';
import type {
  AddressPayload, ChangePasswordPayload, CommunicationPreferencesPayload, DeleteMemberPayload, StockAlarmPayload, UpdateAddressPayload, UpdateMemberPayload,
} from '../../../../contracts/member/payloads';
import type {
  AddressesResponse, AddressResponse, AddressSourceResponse, FavoritesResponse, MemberResponse, PriceAlarmsResponse, StockAlarmsResponse,
} from '../../../../contracts/member/responses';
import type { MemberClubResponse, MemberCollectionResponse } from '../../../../contracts/member/member-club';
import type { MemberCouponsResponse } from '../../../../contracts/member/member-coupons';
import type {
  MemberDocumentsResponse, MemberListResponse, MemberReferencesResponse, MemberSegmentsResponse,
} from '../../../../contracts/member/member-details';
import type {
  MessageSubjectsResponse, MessageThreadResponse, MessageThreadsResponse, ReplyMessagePayload, SendMessagePayload,
} from '../../../../contracts/member/member-messages';
import type { CancelOrderPayload } from '../../../../contracts/order/payloads';
import type { OrderReasonsResponse, OrderReturnResponse, OrderReturnsResponse, ReturnOrderPayload } from '../../../../contracts/order/order-return';
import type { OrderResponse, OrdersResponse } from '../../../../contracts/order/responses';
import type { ApiClient } from '../../lib/api-client';

/**
 * The account area's member routes. Features never import each other, so the account pages carry
 * their own calls instead of reaching into the sign-in feature's module.
 */
export const accountApi = (api: ApiClient) => ({
  updateMember: (payload: UpdateMemberPayload) => api.post<MemberResponse>('/api/update-member', payload),
  educationStatuses: () => api.get<MemberListResponse>('/api/education-statuses'),
  jobs: () => api.get<MemberListResponse>('/api/jobs'),
  memberSegments: () => api.get<MemberSegmentsResponse>('/api/member-segments'),
  memberDocuments: () => api.get<MemberDocumentsResponse>('/api/member-documents'),
  memberReferences: () => api.get<MemberReferencesResponse>('/api/member-references'),
  addReference: (referenceCode: string) => api.post<MemberReferencesResponse>('/api/add-reference', { referenceCode }),
  communicationPreferences: (payload: CommunicationPreferencesPayload) => api.post<MemberResponse>('/api/communication-preferences', payload),
  deleteMember: (payload: DeleteMemberPayload) => api.post<ApiResult>('/api/delete-member', payload),
  changePassword: (payload: ChangePasswordPayload) => api.post<ApiResult>('/api/change-password', payload),
  addresses: () => api.get<AddressesResponse>('/api/addresses'),
  addAddress: (payload: AddressPayload) => api.post<AddressResponse>('/api/add-address', payload),
  updateAddress: (payload: UpdateAddressPayload) => api.post<AddressResponse>('/api/update-address', payload),
  removeAddress: (id: number) => api.post<ApiResult>('/api/remove-address', { id }),
  addressSource: (cityId?: number) => api.get<AddressSourceResponse>('/api/address-source', { cityId }),
  favorites: () => api.get<FavoritesResponse>('/api/get-favorites'),
  addFavorite: (productId: number) => api.post<ApiResult>('/api/add-favorite', { productId }),
  removeFavorite: (productId: number) => api.post<ApiResult>('/api/remove-favorite', { productId }),
  addPriceAlarm: (productId: number) => api.post<ApiResult>('/api/add-price-alarm', { productId }),
  priceAlarms: () => api.get<PriceAlarmsResponse>('/api/price-alarms'),
  removePriceAlarm: (productId: number) => api.post<ApiResult>('/api/remove-price-alarm', { productId }),
  stockAlarms: () => api.get<StockAlarmsResponse>('/api/stock-alarms'),
  addStockAlarm: (payload: StockAlarmPayload) => api.post<ApiResult>('/api/add-stock-alarm', payload),
  removeStockAlarm: (payload: StockAlarmPayload) => api.post<ApiResult>('/api/remove-stock-alarm', payload),
  messageSubjects: () => api.get<MessageSubjectsResponse>('/api/message-subjects'),
  messages: () => api.get<MessageThreadsResponse>('/api/messages'),
  messageDetail: (id: number) => api.get<MessageThreadResponse>('/api/message-detail', { id }),
  sendMessage: (payload: SendMessagePayload) => api.post<MessageThreadResponse>('/api/send-message', payload),
  replyMessage: (payload: ReplyMessagePayload) => api.post<MessageThreadResponse>('/api/reply-message', payload),
  memberCoupons: () => api.get<MemberCouponsResponse>('/api/member-coupons'),
  memberClub: () => api.get<MemberClubResponse>('/api/member-club'),
  memberCollection: () => api.get<MemberCollectionResponse>('/api/member-collection'),
  orders: (page: number) => api.get<OrdersResponse>('/api/orders', { page }),
  orderDetail: (docNo: string) => api.post<OrderResponse>('/api/get-order-detail', { docNo }),
  cancelOrder: (payload: CancelOrderPayload) => api.post<OrderResponse>('/api/cancel-order', payload),
  cancelReasons: () => api.get<OrderReasonsResponse>('/api/order-cancel-reasons'),
  returnReasons: () => api.get<OrderReasonsResponse>('/api/order-return-reasons'),
  returnOrder: (payload: ReturnOrderPayload) => api.post<OrderReturnResponse>('/api/return-order', payload),
  returns: (page: number) => api.get<OrderReturnsResponse>('/api/returns', { page }),
  returnDetail: (id: number) => api.post<OrderReturnResponse>('/api/return-detail', { id }),
});
export type AccountApi = ReturnType<typeof accountApi>;
