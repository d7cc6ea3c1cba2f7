import { Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested,
} from 'class-validator';
import {
  CAMPAIGN_KINDS, COUPON_AUDIENCES, COUPON_KINDS, MAX_BATCH_CODES,
  type AdminCampaignInput, type AdminCouponBatchInput, type AdminCouponInput, type AdminCouponRules, type CurrencyAmount,
} from '../../../../contracts/admin/campaigns.js';
import type { CampaignKind } from '../../../../contracts/campaign/entities.js';
import { MAX_ID } from '../common/id-param.js';

/** The largest amount in minor units a campaign or coupon names (10 million in major units). */
const MAX_AMOUNT = 1_000_000_000;

class NameDto {
  @IsString() @MinLength(1) @MaxLength(120) tr: string;
  @IsString() @MinLength(1) @MaxLength(120) en: string;
}

class DescriptionDto {
  @IsString() @MaxLength(500) tr: string;
  @IsString() @MaxLength(500) en: string;
}

class CurrencyAmountDto implements CurrencyAmount {
  @IsInt() @Min(1) @Max(1_000) currencyId: number;
  @IsInt() @Min(0, { message: 'an amount cannot be negative' }) @Max(MAX_AMOUNT) amount: number;
}

const amounts = () => [IsArray(), ArrayMaxSize(20), ValidateNested({ each: true }), Type(() => CurrencyAmountDto)];
const apply = (...decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => { for (const decorator of decorators) decorator(target, key); };

/** POST/PUT /admin/api/campaigns[/{id}]; what each kind needs is checked by campaign-terms.ts. Fields a read answers are ignored. */
export class CampaignInputDto implements AdminCampaignInput {
  @IsOptional() @Allow() id?: unknown;
  @IsOptional() @Allow() active?: unknown;
  @IsOptional() @Allow() state?: unknown;
  @IsIn(CAMPAIGN_KINDS, { message: `kind must be one of ${CAMPAIGN_KINDS.join(', ')}` }) kind: CampaignKind;
  @ValidateNested() @Type(() => NameDto) name: NameDto;
  @ValidateNested() @Type(() => DescriptionDto) description: DescriptionDto;
  @IsOptional() @IsInt() @Min(1, { message: 'percent must be 1 to 100' }) @Max(100, { message: 'percent must be 1 to 100' }) percent: number | null;
  @apply(...amounts()) thresholds: CurrencyAmountDto[];
  @apply(...amounts()) amounts: CurrencyAmountDto[];
  @IsArray() @ArrayMaxSize(1_000) @IsInt({ each: true }) @Min(1, { each: true }) @Max(MAX_ID, { each: true }) productIds: number[];
  @IsArray() @ArrayMaxSize(1_000) @IsInt({ each: true }) @Min(1, { each: true }) @Max(MAX_ID, { each: true }) brandIds: number[];
  @IsArray() @ArrayMaxSize(1_000) @IsInt({ each: true }) @Min(1, { each: true }) @Max(MAX_ID, { each: true }) categoryIds: number[];
  @IsOptional() @IsISO8601({ strict: true }) startsAt: string | null;
  @IsOptional() @IsISO8601({ strict: true }) endsAt: string | null;
  @IsInt() @Min(0) @Max(1_000_000) sortOrder: number;
}

/** The rules of a coupon or a batch; what each kind needs is checked by coupon-terms.ts. */
class CouponRulesDto implements AdminCouponRules {
  @ValidateNested() @Type(() => NameDto) name: NameDto;
  @IsIn(COUPON_KINDS, { message: `kind must be one of ${COUPON_KINDS.join(', ')}` }) kind: AdminCouponRules['kind'];
  @IsOptional() @IsInt() @Min(1, { message: 'percent must be 1 to 100' }) @Max(100, { message: 'percent must be 1 to 100' }) percent: number | null;
  @apply(...amounts()) amounts: CurrencyAmountDto[];
  @apply(...amounts()) minimums: CurrencyAmountDto[];
  @IsOptional() @IsISO8601({ strict: true }) validFrom: string | null;
  @IsOptional() @IsISO8601({ strict: true }) validUntil: string | null;
  @IsIn(COUPON_AUDIENCES, { message: `audience must be one of ${COUPON_AUDIENCES.join(', ')}` }) audience: AdminCouponRules['audience'];
  @IsOptional() @IsInt() @Min(1) @Max(1_000_000) usesPerShopper: number | null;
  @IsOptional() @IsInt() @Min(1) @Max(100_000_000) totalUses: number | null;
  @IsBoolean() firstOrderOnly: boolean;
}

/** The characters a code is made of: what the shop's coupon box takes (letters, digits, dashes), upper case. */
export const COUPON_CODE = /^[A-Z0-9](?:[A-Z0-9-]{0,38}[A-Z0-9])?$/;

/** POST/PUT /admin/api/coupons[/{code}]: a PUT keeps the code it names. */
export class CouponInputDto extends CouponRulesDto implements AdminCouponInput {
  @IsOptional() @Allow() id?: unknown;
  @IsOptional() @Allow() memberId?: unknown;
  @IsOptional() @Allow() batchId?: unknown;
  @IsOptional() @Allow() uses?: unknown;
  @IsOptional() @Allow() state?: unknown;
  @IsString() @Matches(COUPON_CODE, { message: 'code must be 1 to 40 upper-case letters, digits or dashes, not starting or ending with a dash' }) code: string;
  @IsBoolean() withdrawn: boolean;
}

/** POST /admin/api/coupon-batches */
export class CouponBatchInputDto extends CouponRulesDto implements AdminCouponBatchInput {
  @IsString() @Matches(/^[A-Z0-9]{1,16}$/, { message: 'prefix must be 1 to 16 upper-case letters or digits' }) prefix: string;
  @IsInt() @Min(1, { message: `count must be 1 to ${MAX_BATCH_CODES}` }) @Max(MAX_BATCH_CODES, { message: `count must be 1 to ${MAX_BATCH_CODES}` }) count: number;
}
