import { Injectable } from '@nestjs/common';
import type { MemberClubResponse, MemberCollectionResponse } from '../../../../contracts/member/member-club.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import { MemberService } from '../member/member.service.js';
import { MemberClubClient } from './member-club.client.js';

/** Vitrin Club points and the collection (in the shopper's currency) for the signed-in member (no token: 401 without asking; a guest's token: the gateway's 403). */
@Injectable()
export class MemberClubService {
  constructor(private readonly client: MemberClubClient, private readonly members: MemberService, private readonly currency: CurrencyService) {}

  async club(context: RequestContext): Promise<MemberClubResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.club(caller))) };
  }

  async collection(context: RequestContext): Promise<MemberCollectionResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.collection(caller, { currencyId }))) };
  }
}
