import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsAmount } from '../../../common/dto/amount.js';

const MAX_ID = 2_147_483_647;
// Major units (lira, dollars) with at most two decimals, as the gateway's prices are written.
const MAX_PRICE = 100_000_000;

/** Body of the engine's set price: a product's price in one currency. */
export class SetPriceRequestDto {
  @IsInt() @Min(1) @Max(MAX_ID) productId: number;
  @IsInt() @Min(1) @Max(1000) currencyId: number;
  @IsAmount() @Min(0) @Max(MAX_PRICE) salesPrice: number;
  /** The price before discount; absent: kept (raised to the sales price when that is higher). */
  @IsOptional() @IsAmount() @Min(0) @Max(MAX_PRICE) basePrice?: number;
}

/** Body of the engine's set stock: the units of one variant in one warehouse. */
export class SetStockRequestDto {
  @IsInt() @Min(1) @Max(MAX_ID) stockBarcodeId: number;
  @IsInt() @Min(1) @Max(MAX_ID) warehouseId: number;
  @IsInt() @Min(0) @Max(1_000_000) quantity: number;
}
