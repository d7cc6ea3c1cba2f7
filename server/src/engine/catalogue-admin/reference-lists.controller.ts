import { Body, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AdminBrand, AdminCategory, AdminCurrency, AdminProductType, AdminWarehouse } from '../../../../contracts/admin/catalogue.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { NotFoundError } from '../../common/errors.js';
import { IdParam } from '../common/id-param.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { DATABASE, type Database } from '../db/database.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { BrandInputDto, CategoryInputDto, ProductTypeInputDto } from './reference-input.dto.js';
import { ReferenceEditorService } from './reference-editor.service.js';
import { BRANDS, CATEGORIES, CURRENCIES, listReference, PRODUCT_TYPES, readReference, WAREHOUSES, type ReferenceTable } from './reference-lists.js';

/** A reference table's list and one record (react-admin's getList, getMany and getOne). */
abstract class ReferenceReads<T> {
  constructor(protected readonly db: Database, private readonly spec: ReferenceTable<T>) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<T[]> {
    const query = parseListQuery(raw, { sortable: this.spec.sorts, defaultSort: { field: 'id', order: 'ASC' } });
    const { rows, total } = await listReference(this.db, this.spec, query);
    setContentRange(response, this.spec.resource, query, rows.length, total);
    return rows;
  }

  @Get(':id')
  async one(@Param() { id }: IdParam): Promise<T> {
    const record = await readReference(this.db, this.spec, id);
    if (!record) throw new NotFoundError('Not found');
    return record;
  }
}

@StaffController('brands')
@StaffRoles('catalogue')
export class BrandAdminController extends ReferenceReads<AdminBrand> {
  constructor(@Inject(DATABASE) db: Database, private readonly editor: ReferenceEditorService) { super(db, BRANDS); }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() input: BrandInputDto): Promise<AdminBrand> {
    return this.editor.saveBrand(staff, undefined, input);
  }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() input: BrandInputDto): Promise<AdminBrand> {
    return this.editor.saveBrand(staff, id, input);
  }
}

@StaffController('categories')
@StaffRoles('catalogue')
export class CategoryAdminController extends ReferenceReads<AdminCategory> {
  constructor(@Inject(DATABASE) db: Database, private readonly editor: ReferenceEditorService) { super(db, CATEGORIES); }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() input: CategoryInputDto): Promise<AdminCategory> {
    return this.editor.saveCategory(staff, undefined, input);
  }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() input: CategoryInputDto): Promise<AdminCategory> {
    return this.editor.saveCategory(staff, id, input);
  }
}

@StaffController('product-types')
@StaffRoles('catalogue')
export class ProductTypeAdminController extends ReferenceReads<AdminProductType> {
  constructor(@Inject(DATABASE) db: Database, private readonly editor: ReferenceEditorService) { super(db, PRODUCT_TYPES); }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() input: ProductTypeInputDto): Promise<AdminProductType> {
    return this.editor.saveProductType(staff, undefined, input);
  }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() input: ProductTypeInputDto): Promise<AdminProductType> {
    return this.editor.saveProductType(staff, id, input);
  }
}

@StaffController('warehouses')
@StaffRoles('catalogue')
export class WarehouseAdminController extends ReferenceReads<AdminWarehouse> {
  constructor(@Inject(DATABASE) db: Database) { super(db, WAREHOUSES); }
}

@StaffController('currencies')
@StaffRoles('catalogue')
export class CurrencyAdminController extends ReferenceReads<AdminCurrency> {
  constructor(@Inject(DATABASE) db: Database) { super(db, CURRENCIES); }
}
