import { Body, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { SearchSynonym } from '../../../../contracts/gateway/prediction.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { IdParam } from '../common/id-param.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { SearchSynonymDto } from './dto/search-synonym.dto.js';
import { SYNONYM_SORTABLE } from './search-synonym.repository.js';
import { SearchSynonymsService } from './search-synonyms.service.js';

/** Staff route of the synonym list (issue 31 item 3), for the operator console's catalogue role. */
@StaffController('search-synonyms')
@StaffRoles('catalogue')
export class SearchSynonymsController {
  constructor(private readonly service: SearchSynonymsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<SearchSynonym[]> {
    const query = parseListQuery(raw, { sortable: SYNONYM_SORTABLE, defaultSort: { field: 'id', order: 'ASC' } });
    const { rows, total } = await this.service.list(query);
    setContentRange(response, 'search-synonyms', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  one(@Param() { id }: IdParam): Promise<SearchSynonym> { return this.service.one(id); }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() body: SearchSynonymDto): Promise<SearchSynonym> { return this.service.create(staff, body); }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() body: SearchSynonymDto): Promise<SearchSynonym> { return this.service.update(staff, id, body); }

  @Delete(':id')
  remove(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam): Promise<SearchSynonym> { return this.service.remove(staff, id); }
}
