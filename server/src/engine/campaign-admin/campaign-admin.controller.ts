import { Body, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';
import type { Response } from 'express';
import type { AdminCampaign, AdminCoupon, AdminCouponBatch, AdminCouponUse } from '../../../../contracts/admin/campaigns.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { IdParam } from '../common/id-param.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { CampaignEditorService } from './campaign-editor.service.js';
import { CampaignInputDto, CouponBatchInputDto, CouponInputDto } from './campaign-input.dto.js';
import { CAMPAIGN_LIST_RULES } from './campaign-records.js';
import { couponCodesCsv } from './coupon-codes.js';
import { CouponEditorService } from './coupon-editor.service.js';
import { COUPON_BATCH_LIST_RULES, COUPON_LIST_RULES, COUPON_USE_LIST_RULES } from './coupon-records.js';

class CodeParam {
  @IsString() @Matches(/^[A-Za-z0-9-]{1,40}$/, { message: 'code must be 1 to 40 letters, digits or dashes' }) code: string;
}

/** GET/POST /admin/api/campaigns, GET/PUT /admin/api/campaigns/{id}, POST …/{id}/pause and …/{id}/resume. */
@StaffController('campaigns')
@StaffRoles('catalogue')
export class CampaignAdminController {
  constructor(private readonly campaigns: CampaignEditorService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminCampaign[]> {
    const query = parseListQuery(raw, CAMPAIGN_LIST_RULES);
    const { rows, total } = await this.campaigns.list(query);
    setContentRange(response, 'campaigns', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param() { id }: IdParam): Promise<AdminCampaign> {
    return this.campaigns.get(id);
  }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() input: CampaignInputDto): Promise<AdminCampaign> {
    return this.campaigns.create(staff, input);
  }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() input: CampaignInputDto): Promise<AdminCampaign> {
    return this.campaigns.update(staff, id, input);
  }

  @Post(':id/pause') @HttpCode(200)
  pause(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam): Promise<AdminCampaign> {
    return this.campaigns.setActive(staff, id, false);
  }

  @Post(':id/resume') @HttpCode(200)
  resume(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam): Promise<AdminCampaign> {
    return this.campaigns.setActive(staff, id, true);
  }
}

/** GET/POST /admin/api/coupons, GET/PUT /admin/api/coupons/{code} (withdraw: `withdrawn` of a PUT). */
@StaffController('coupons')
@StaffRoles('catalogue')
export class CouponAdminController {
  constructor(private readonly coupons: CouponEditorService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminCoupon[]> {
    const query = parseListQuery(raw, COUPON_LIST_RULES);
    const { rows, total } = await this.coupons.list(query);
    setContentRange(response, 'coupons', query, rows.length, total);
    return rows;
  }

  @Get(':code')
  get(@Param() { code }: CodeParam): Promise<AdminCoupon> {
    return this.coupons.get(code);
  }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() input: CouponInputDto): Promise<AdminCoupon> {
    return this.coupons.create(staff, input);
  }

  @Put(':code')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { code }: CodeParam, @Body() input: CouponInputDto): Promise<AdminCoupon> {
    return this.coupons.update(staff, code, input);
  }
}

/** GET /admin/api/coupon-uses?filter={"code":…} or {"batchId":…}: the orders that used a coupon. */
@StaffController('coupon-uses')
@StaffRoles('catalogue')
export class CouponUseAdminController {
  constructor(private readonly coupons: CouponEditorService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminCouponUse[]> {
    const query = parseListQuery(raw, COUPON_USE_LIST_RULES);
    const { rows, total } = await this.coupons.listUses(query);
    setContentRange(response, 'coupon-uses', query, rows.length, total);
    return rows;
  }
}

/** GET/POST /admin/api/coupon-batches, GET …/{id}, GET …/{id}/codes (the batch's codes as CSV, for a mailing). */
@StaffController('coupon-batches')
@StaffRoles('catalogue')
export class CouponBatchAdminController {
  constructor(private readonly coupons: CouponEditorService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminCouponBatch[]> {
    const query = parseListQuery(raw, COUPON_BATCH_LIST_RULES);
    const { rows, total } = await this.coupons.listBatches(query);
    setContentRange(response, 'coupon-batches', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param() { id }: IdParam): Promise<AdminCouponBatch> {
    return this.coupons.batch(id);
  }

  @Get(':id/codes')
  async codes(@Param() { id }: IdParam, @Res() response: Response): Promise<void> {
    const codes = await this.coupons.batchCodes(id);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="coupons-${id}.csv"`);
    response.send(couponCodesCsv(codes));
  }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() input: CouponBatchInputDto): Promise<AdminCouponBatch> {
    return this.coupons.createBatch(staff, input);
  }
}
