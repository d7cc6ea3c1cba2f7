import { Body, Delete, Get, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { SearchSynonym } from '../../../../contracts/gateway/prediction.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { SearchSynonymDto, SearchSynonymListQueryDto } from './dto/search-synonym.dto.js';
import { SearchSynonymsService } from './search-synonyms.service.js';

/** Staff route of the synonym list (issue 31 item 3), for the operator console's catalogue role. */
@StaffController('search-synonyms')
@StaffRoles('catalogue')
export class SearchSynonymsController {
  constructor(private readonly service: SearchSynonymsService) {}

  @Get()
  async list(@Query() query: SearchSynonymListQueryDto, @Res({ passthrough: true }) response: Response): Promise<SearchSynonym[]> {
    const { rows, total, first } = await this.service.list(query);
    response.setHeader('Content-Range', `search-synonyms ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`);
    return rows;
  }

  @Get(':id')
  one(@Param('id', ParseIntPipe) id: number): Promise<SearchSynonym> { return this.service.one(id); }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() body: SearchSynonymDto): Promise<SearchSynonym> { return this.service.create(staff, body); }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param('id', ParseIntPipe) id: number, @Body() body: SearchSynonymDto): Promise<SearchSynonym> { return this.service.update(staff, id, body); }

  @Delete(':id')
  remove(@CurrentStaff() staff: StaffIdentity, @Param('id', ParseIntPipe) id: number): Promise<SearchSynonym> { return this.service.remove(staff, id); }
}
