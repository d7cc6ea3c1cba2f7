import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  PRODUCT_WORKFLOWS, type GetAllProductsRequest, type GetProductRequest, type ProductSearchRequest, type ProductWorkflow, type SearchWithWorkflowRequest,
} from '../../../../../contracts/gateway/product.js';
import { PRODUCT_FIELDS, type ProductField } from '../../../../../contracts/product/payloads.js';
import { ProductSearchCriteriaDto } from '../../../common/dto/product-search-criteria.dto.js';

/** Body of the engine's search products: the storefront's criteria plus the currency to price in. */
export class ProductSearchRequestDto extends ProductSearchCriteriaDto implements ProductSearchRequest {
  @IsInt() @Min(1) @Max(1000) currencyId: number;
  @IsOptional() @IsBoolean() withCampaignBadges?: boolean;
}

export class GetProductRequestDto implements GetProductRequest {
  @IsInt() @Min(1) @Max(100_000_000) productId: number;
  @IsInt() @Min(1) @Max(1000) currencyId: number;
  @IsOptional() @IsBoolean() withCampaignBadges?: boolean;
}

export class SearchWithWorkflowRequestDto extends ProductSearchRequestDto implements SearchWithWorkflowRequest {
  @IsIn(PRODUCT_WORKFLOWS, { message: `workflow must be one of ${PRODUCT_WORKFLOWS.join(', ')}` }) workflow: ProductWorkflow;
}

export class GetAllProductsRequestDto implements GetAllProductsRequest {
  @IsOptional() @IsInt() @Min(1) @Max(1_000_000) currentPage?: number;
  @IsOptional() @IsInt() @Min(1) @Max(1000) pageSize?: number;
  @IsOptional() @IsArray() @ArrayMaxSize(PRODUCT_FIELDS.length) @IsIn(PRODUCT_FIELDS, { each: true }) includes?: ProductField[];
  @IsInt() @Min(1) @Max(1000) currencyId: number;
}
