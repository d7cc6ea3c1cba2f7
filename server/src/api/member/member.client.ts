import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import {
  MemberGatewayPaths, type GatewayAddressesResult, type GatewayAddressResult, type GatewayAddressSourceResult, type GatewayFavoritesResult, type GatewayGuestRequest, type GatewayLoginRequest,
  type GatewayMemberResult, type GatewayPriceAlarmsResult, type GatewayRegisterRequest, type GatewaySignInResult, type GatewayStockAlarmsResult, type OutboxMail, type OutboxSms,
} from '../../../../contracts/gateway/member.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import type { QueryValue } from '../../gateway/http-helper.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Who a member call is for: the environment token (absent for a visitor signing in) and the language. */
export interface Caller {
  culture: Culture;
  token?: string;
}

const FAILURE = MemberMessage.anError;

/** The only code that calls the gateway's member, address and product-list services. Never caches. */
@Injectable()
export class MemberClient {
  constructor(private readonly gateway: GatewayClient) {}

  register(caller: Caller, body: GatewayRegisterRequest) { return this.post<GatewaySignInResult>(MemberGatewayPaths.create, caller, body); }
  login(caller: Caller, body: GatewayLoginRequest) { return this.post<GatewaySignInResult>(MemberGatewayPaths.login, caller, body); }
  logonAsGuest(caller: Caller, body: GatewayGuestRequest) { return this.post<GatewaySignInResult>(MemberGatewayPaths.logonAsGuest, caller, body); }
  logoff(caller: Caller) { return this.post<object>(MemberGatewayPaths.logoff, caller, {}, MemberMessage.logoutFailure); }
  activeMember(caller: Caller) { return this.post<GatewayMemberResult>(MemberGatewayPaths.activeMember, caller, {}, MemberMessage.activeMemberFailure); }
  update(caller: Caller, body: object) { return this.post<GatewayMemberResult>(MemberGatewayPaths.update, caller, body); }
  notificationPreferences(caller: Caller, body: object) { return this.post<GatewayMemberResult>(MemberGatewayPaths.notificationPreferences, caller, body); }
  delete(caller: Caller, body: object) { return this.post<object>(MemberGatewayPaths.delete, caller, body); }
  changePassword(caller: Caller, body: object) { return this.post<GatewaySignInResult>(MemberGatewayPaths.changePassword, caller, body); }
  passwordRenewalMessage(caller: Caller, body: object) { return this.post<object>(MemberGatewayPaths.passwordRenewalMessage, caller, body); }
  changePasswordByToken(caller: Caller, body: object) { return this.post<object>(MemberGatewayPaths.changePasswordByToken, caller, body); }
  contactApprovalMessage(caller: Caller) { return this.post<object>(MemberGatewayPaths.contactApprovalMessage, caller, {}); }
  approveValidationToken(caller: Caller, body: object) { return this.post<GatewayMemberResult>(MemberGatewayPaths.approveValidationToken, caller, body); }

  addresses(caller: Caller) { return this.get<GatewayAddressesResult>(MemberGatewayPaths.addresses, caller); }
  addAddress(caller: Caller, body: object) { return this.post<GatewayAddressResult>(MemberGatewayPaths.newAddress, caller, body); }
  updateAddress(caller: Caller, body: object) { return this.post<GatewayAddressResult>(MemberGatewayPaths.updateAddress, caller, body); }
  removeAddress(caller: Caller, body: object) { return this.post<object>(MemberGatewayPaths.removeAddress, caller, body); }
  addressSource(caller: Caller, cityId?: number) { return this.get<GatewayAddressSourceResult>(MemberGatewayPaths.addressSource, caller, { cityId }); }

  favorites(caller: Caller, currencyId: number) { return this.get<GatewayFavoritesResult>(MemberGatewayPaths.favorites, caller, { currencyId }, MemberMessage.favoritesFailure); }
  priceAlarms(caller: Caller, currencyId: number) { return this.get<GatewayPriceAlarmsResult>(MemberGatewayPaths.priceAlerts, caller, { currencyId }); }
  stockAlarms(caller: Caller, currencyId: number) { return this.get<GatewayStockAlarmsResult>(MemberGatewayPaths.stockAlerts, caller, { currencyId }); }
  /** Adds to (POST) or removes from (DELETE) favourites, price alerts or stock alerts (spec §7 Product). */
  async changeList(caller: Caller, path: string, method: 'POST' | 'DELETE', body: object): Promise<void> {
    const call = { path, culture: caller.culture, body, headers: this.headers(caller) };
    unwrap(await (method === 'POST' ? this.gateway.post<object>(call) : this.gateway.delete<object>(call)), FAILURE);
  }

  outbox(culture: Culture): Promise<{ mails: OutboxMail[]; sms: OutboxSms[] }> {
    return this.get<{ mails: OutboxMail[]; sms: OutboxSms[] }>(MemberGatewayPaths.outbox, { culture });
  }

  private headers(caller: Caller): Record<string, string> {
    return caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
  }

  private async post<T>(path: string, caller: Caller, body: object, failure: string = FAILURE): Promise<T> {
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers: this.headers(caller) }), failure);
  }

  private async get<T>(path: string, caller: Caller, query: Record<string, QueryValue> = {}, failure: string = FAILURE): Promise<T> {
    return unwrap(await this.gateway.get<T>({ path, culture: caller.culture, query, headers: this.headers(caller) }), failure);
  }
}
