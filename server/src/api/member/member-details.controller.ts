import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  MemberDocumentsResponse, MemberListResponse, MemberReferencesResponse, MemberSegmentsResponse,
} from '../../../../contracts/member/member-details.js';
import { NoStore } from '../../common/no-store.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { AddReferencePayloadDto } from './dto/add-reference.dto.js';
import { MemberDetailsService } from './member-details.service.js';

// The lists follow the language the cookie names, so only the browser keeps them (an hour); the rest is one member's.
const LIST_CACHE = 'private, max-age=3600';

/** The member service's details (S7.30): education status and job lists, segments, documents, references. */
@ApiTags('member')
@Controller('api')
export class MemberDetailsController {
  constructor(private readonly service: MemberDetailsService) {}

  @Get('education-statuses') @Header('Cache-Control', LIST_CACHE)
  @ApiOperation({ summary: 'Education statuses for the account information form, in the shopper\'s language' })
  educationStatuses(@Ctx() context: RequestContext): Promise<MemberListResponse> { return this.service.educationStatuses(context); }

  @Get('jobs') @Header('Cache-Control', LIST_CACHE)
  @ApiOperation({ summary: 'Jobs for the account information form, in the shopper\'s language' })
  jobs(@Ctx() context: RequestContext): Promise<MemberListResponse> { return this.service.jobs(context); }

  @Get('member-segments') @NoStore()
  @ApiOperation({ summary: 'The member\'s segments, derived from their records or assigned by the shop; 401 visitor, 403 guest' })
  segments(@Ctx() context: RequestContext): Promise<MemberSegmentsResponse> { return this.service.segments(context); }

  @Get('member-documents') @NoStore()
  @ApiOperation({ summary: 'What the member accepted: membership agreement, newsletter consent, each order\'s agreements; 401 visitor, 403 guest' })
  documents(@Ctx() context: RequestContext): Promise<MemberDocumentsResponse> { return this.service.documents(context); }

  @Get('member-references') @NoStore()
  @ApiOperation({ summary: 'The member\'s reference code and who joined with it; 401 visitor, 403 guest' })
  references(@Ctx() context: RequestContext): Promise<MemberReferencesResponse> { return this.service.references(context); }

  @Post('add-reference') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.signIn)
  @ApiOperation({ summary: 'The member names the reference code of who brought them in (once; never their own)' })
  addReference(@Ctx() context: RequestContext, @Body() payload: AddReferencePayloadDto): Promise<MemberReferencesResponse> { return this.service.addReference(context, payload); }
}
