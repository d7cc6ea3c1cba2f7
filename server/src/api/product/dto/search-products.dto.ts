import type { SearchProductsPayload } from '../../../../../contracts/product/payloads.js';
import { ProductSearchCriteriaDto } from '../../../common/dto/product-search-criteria.dto.js';

/** Body of POST /api/search-products. */
export class SearchProductsDto extends ProductSearchCriteriaDto implements SearchProductsPayload {}
