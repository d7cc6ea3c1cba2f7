import { Body, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AdminProduct, AdminProductRow } from '../../../../contracts/admin/catalogue.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { IdParam } from '../common/id-param.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { ProductInputDto } from './product-input.dto.js';
import { ProductEditorService } from './product-editor.service.js';
import { PRODUCT_LIST_RULES } from './product-list.js';

/** GET/POST /admin/api/products, GET/PUT /admin/api/products/{id} (publish and hide: `published` of a PUT). */
@StaffController('products')
@StaffRoles('catalogue')
export class ProductEditorController {
  constructor(private readonly products: ProductEditorService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminProductRow[]> {
    const query = parseListQuery(raw, PRODUCT_LIST_RULES);
    const { rows, total } = await this.products.list(query);
    setContentRange(response, 'products', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param() { id }: IdParam): Promise<AdminProduct> {
    return this.products.get(id);
  }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() input: ProductInputDto): Promise<AdminProduct> {
    return this.products.create(staff, input);
  }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() input: ProductInputDto): Promise<AdminProduct> {
    return this.products.update(staff, id, input);
  }
}
