import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { AdminBulkShip, AdminOrderMove } from '../../../../contracts/admin/orders.js';
import { OrderStatus } from '../../../../contracts/enums.js';
import { MAX_ID } from '../common/id-param.js';

/** Carriers' tracking numbers: letters, digits and hyphens. */
const TRACKING = /^[0-9A-Za-z][0-9A-Za-z-]{0,63}$/;

/** POST /admin/api/orders/{id}/status. */
export class OrderMoveDto implements AdminOrderMove {
  @IsInt() @Min(OrderStatus.New) @Max(OrderStatus.Invalid) status: OrderStatus;
  @IsOptional() @IsString() @MaxLength(500) note?: string;
  @IsOptional() @IsString() @Matches(TRACKING, { message: 'trackingNumber must be 1 to 64 letters, digits and hyphens' }) trackingNumber?: string;
}

/** POST /admin/api/orders/bulk-ship. */
export class BulkShipDto implements AdminBulkShip {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) @Max(MAX_ID, { each: true }) ids: number[];
  @IsOptional() @IsString() @MaxLength(500) note?: string;
}

/** POST /admin/api/bank-transfers/{id}/paid: the money arrived. */
export class TransferPaidDto {
  @IsOptional() @IsString() @MaxLength(500) note?: string;
}
