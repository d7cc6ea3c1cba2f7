import { Body, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { Category, CategoryTreeNode, ProductType } from '../../../../contracts/catalogue/entities.js';
import type {
  BrandListResult, BrandResult, CategoryHierarchyResult, CategoryListResult, CategoryResult, CategoryTreeResult, ProductRelationsRequest,
  ProductTypeListResult, ProductTypeRequest, ProductTypeResult,
} from '../../../../contracts/gateway/product.js';
import { NotFoundError } from '../../common/errors.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { brandRoutePath } from '../route/route.repository.js';
import { productTypeRoutePath } from '../route/type-path.js';
import { CatalogueIndexService } from './catalogue-index.service.js';
import { CategoryCache, type CategoryNode, type CategoryTree } from './category-cache.js';
import { ProductRepository, type ProductTypeRow } from './product.repository.js';
import { EngineProductService } from './product.service.js';

class CategoryTreeRequestDto { @IsOptional() @IsInt() @Min(1) rootId?: number; }
class CategoryHierarchyRequestDto { @IsInt() @Min(1) categoryId: number; }
class ProductRelationsRequestDto implements ProductRelationsRequest {
  @IsInt() @Min(1) productId: number;
  @IsOptional() @IsInt() @Min(1) @Max(24) pageSize?: number;
  @IsInt() @Min(1) currencyId: number;
}

class ProductTypeRequestDto implements ProductTypeRequest { @IsInt() @Min(1) @Max(2_147_483_647) productTypeId: number; }

const toProductType = (row: ProductTypeRow, culture: Culture): ProductType => ({
  id: row.id, code: row.code, name: culture === 'en' ? row.name_en : row.name_tr, routePath: productTypeRoutePath(row, culture),
});

const toCategory = (node: CategoryNode, culture: Culture): Category => ({
  id: node.id, parentId: node.parentId, name: node.name[culture], routePath: node.routePath[culture], depth: node.depth, order: node.sortOrder,
});

function subtree(tree: CategoryTree, parentId: number, culture: Culture): CategoryTreeNode[] {
  return (tree.children.get(parentId) ?? []).map((node) => ({ ...toCategory(node, culture), childCategories: subtree(tree, node.id, culture) }));
}

/** Engine category service (spec §7 Product: category tree, all categories, hierarchy, by id). */
@EngineController('product/api/category')
export class EngineCategoryController {
  constructor(private readonly categories: CategoryCache) {}

  @Post('category-tree') @HttpCode(200)
  async tree(@EngineCulture() culture: Culture, @Body() body: CategoryTreeRequestDto): Promise<CategoryTreeResult> {
    const tree = await this.categories.tree();
    if (body.rootId !== undefined && !tree.byId.has(body.rootId)) throw new NotFoundError('Category not found');
    return { categories: subtree(tree, body.rootId ?? 0, culture) };
  }

  @Post('all-categories') @HttpCode(200)
  async all(@EngineCulture() culture: Culture): Promise<CategoryListResult> {
    return { categories: [...(await this.categories.tree()).byId.values()].map((node) => toCategory(node, culture)) };
  }

  @Post('category-hierarchy') @HttpCode(200)
  async hierarchy(@EngineCulture() culture: Culture, @Body() body: CategoryHierarchyRequestDto): Promise<CategoryHierarchyResult> {
    const tree = await this.categories.tree();
    const node = tree.byId.get(body.categoryId);
    if (!node) throw new NotFoundError('Category not found');
    return { hierarchy: node.path.map((id) => toCategory(tree.byId.get(id)!, culture)) };
  }

  @Get(':id')
  async byId(@EngineCulture() culture: Culture, @Param('id', ParseIntPipe) id: number): Promise<CategoryResult> {
    const node = (await this.categories.tree()).byId.get(id);
    if (!node) throw new NotFoundError('Category not found');
    return { category: toCategory(node, culture) };
  }
}

/** Engine brand service (spec §7 Product: brand list, brand by id). */
@EngineController('product/api/brand')
export class EngineBrandController {
  constructor(private readonly catalogue: CatalogueIndexService) {}

  @Post('brand-list') @HttpCode(200)
  async list(@EngineCulture() culture: Culture): Promise<BrandListResult> {
    const { brands } = await this.catalogue.index();
    return { brands: brands.map((brand) => ({ id: brand.id, name: brand.name, routePath: brandRoutePath(brand.slug, culture) })) };
  }

  @Get(':id')
  async byId(@EngineCulture() culture: Culture, @Param('id', ParseIntPipe) id: number): Promise<BrandResult> {
    const brand = (await this.catalogue.index()).brands.find((candidate) => candidate.id === id);
    if (!brand) throw new NotFoundError('Brand not found');
    return { brand: { id: brand.id, name: brand.name, routePath: brandRoutePath(brand.slug, culture) } };
  }
}

/** Related products of a product detail page. */
@EngineController('product/api/product')
export class EngineProductRelationsController {
  constructor(private readonly products: EngineProductService) {}

  @Post('product-relations') @HttpCode(200)
  relations(@EngineCulture() culture: Culture, @Body() body: ProductRelationsRequestDto) {
    return this.products.relations(culture, body);
  }
}

/** Engine product types (spec §7 Product: POST product type and product type list). */
@EngineController('product/api/product-type')
export class EngineProductTypeController {
  constructor(private readonly products: ProductRepository) {}

  @Post('product-type') @HttpCode(200)
  async productType(@EngineCulture() culture: Culture, @Body() body: ProductTypeRequestDto): Promise<ProductTypeResult> {
    const row = (await this.products.productTypes()).find((type) => type.id === body.productTypeId);
    if (!row) throw new NotFoundError('Product type not found');
    return { productType: toProductType(row, culture) };
  }

  @Post('product-type-list') @HttpCode(200)
  async list(@EngineCulture() culture: Culture): Promise<ProductTypeListResult> {
    return { productTypes: (await this.products.productTypes()).map((row) => toProductType(row, culture)) };
  }
}
