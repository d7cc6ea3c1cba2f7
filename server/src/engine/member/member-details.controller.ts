import { Body, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type {
  GatewayMemberDocumentsResult, GatewayMemberListResult, GatewayMemberReferencesResult, GatewayMemberSegmentsResult, GatewayOperatorMemberResult,
} from '../../../../contracts/gateway/member.js';
import { EDUCATION_STATUSES, JOBS, listIn } from '../../../../contracts/member/member-details.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { AddReferenceDto, IntegrationCodeDto, SetIntegrationCodeDto, SetSegmentMappingDto } from './dto/member-details.dto.js';
import { MemberDetailsService } from './member-details.service.js';

/** Engine member service (S7.30): education status and job lists, and the member's segments, documents and references. */
@EngineController('member/api/member')
export class EngineMemberDetailsController {
  constructor(private readonly details: MemberDetailsService) {}

  @Get('education-status-list')
  educationStatusList(@EngineCulture() culture: Culture): GatewayMemberListResult { return { items: listIn(EDUCATION_STATUSES, culture) }; }

  @Get('job-list')
  jobList(@EngineCulture() culture: Culture): GatewayMemberListResult { return { items: listIn(JOBS, culture) }; }

  @Post('segments') @HttpCode(200) @UseGuards(ShopperGuard)
  segments(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture): Promise<GatewayMemberSegmentsResult> { return this.details.segments(shopper, culture); }

  @Post('documents') @HttpCode(200) @UseGuards(ShopperGuard)
  documents(@Shopper() shopper: EnvironmentClaims): Promise<GatewayMemberDocumentsResult> { return this.details.documents(shopper); }

  @Post('references') @HttpCode(200) @UseGuards(ShopperGuard)
  references(@Shopper() shopper: EnvironmentClaims): Promise<GatewayMemberReferencesResult> { return this.details.references(shopper); }

  @Post('add-reference') @HttpCode(200) @UseGuards(ShopperGuard)
  addReference(@Shopper() shopper: EnvironmentClaims, @Body() body: AddReferenceDto): Promise<GatewayMemberReferencesResult> {
    return this.details.addReference(shopper, body.referenceCode);
  }
}

/**
 * The shop's own member calls (S7.30 get by integration code, segment mappings): the engine's
 * bearer token alone, as the order operator routes; no shopper's token reaches them.
 */
@EngineController('member/api/operator')
export class EngineMemberOperatorController {
  constructor(private readonly details: MemberDetailsService) {}

  @Post('get-by-integration-code') @HttpCode(200)
  getByIntegrationCode(@Body() body: IntegrationCodeDto): Promise<GatewayOperatorMemberResult> { return this.details.byIntegrationCode(body.integrationCode); }

  @Post('set-integration-code') @HttpCode(200)
  setIntegrationCode(@Body() body: SetIntegrationCodeDto): Promise<GatewayOperatorMemberResult> { return this.details.setIntegrationCode(body.memberId, body.integrationCode); }

  @Post('set-segment-mapping') @HttpCode(200)
  setSegmentMapping(@EngineCulture() culture: Culture, @Body() body: SetSegmentMappingDto): Promise<GatewayMemberSegmentsResult> {
    return this.details.setSegmentMapping(body.memberId, body.segmentCode, body.assigned, culture);
  }
}
