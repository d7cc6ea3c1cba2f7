import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MemberClubResponse, MemberCollectionResponse } from '../../../../contracts/member/member-club.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { MemberClubService } from './member-club.service.js';
import { NoStore } from '../../common/no-store.js';

/** Vitrin Club (/u/club) and the collection (/u/collection), from the member's own orders. */
@ApiTags('member')
@Controller('api')
export class MemberClubController {
  constructor(private readonly service: MemberClubService) {}

  @Get('member-club') @NoStore()
  @ApiOperation({ summary: 'The member\'s club points (earned on delivered orders, pending until then), level and history; 401 visitor, 403 guest' })
  club(@Ctx() context: RequestContext): Promise<MemberClubResponse> { return this.service.club(context); }

  @Get('member-collection') @NoStore()
  @ApiOperation({ summary: 'The products the member has bought, most recent first; 401 visitor, 403 guest' })
  collection(@Ctx() context: RequestContext): Promise<MemberCollectionResponse> { return this.service.collection(context); }
}
