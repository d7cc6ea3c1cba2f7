import { Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuditEntry } from '../../../../contracts/admin/audit.js';
import { dateFilter, idFilter, refuseUnknownFilters, textFilter } from '../common/list-filters.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { StaffController } from '../staff/staff-controller.decorator.js';
import { AuditLogRepository, type AuditFilter } from './audit-log.repository.js';

const FILTERS = ['staffId', 'thingType', 'thingId', 'from', 'to'] as const;
const THING_MAX = 200;

/** The audit log, the owner's alone (no @StaffRoles): who changed what, when, before and after. */
@StaffController('audit-log')
export class AuditLogController {
  constructor(private readonly log: AuditLogRepository) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AuditEntry[]> {
    const query = parseListQuery(raw, { sortable: { at: 'at', id: 'id' }, defaultSort: { field: 'at', order: 'DESC' } });
    const { rows, total } = await this.log.page(auditFilter(query.filter), query);
    setContentRange(response, 'audit-log', query, rows.length, total);
    return rows;
  }
}

function auditFilter(filter: Record<string, unknown>): AuditFilter {
  refuseUnknownFilters(filter, FILTERS);
  return {
    ...(filter.staffId === undefined ? {} : { staffId: idFilter(filter.staffId, 'staffId') }),
    ...(filter.thingType === undefined ? {} : { thingType: textFilter(filter.thingType, 'thingType', THING_MAX) }),
    ...(filter.thingId === undefined ? {} : { thingId: textFilter(typeof filter.thingId === 'number' ? String(filter.thingId) : filter.thingId, 'thingId', THING_MAX) }),
    ...(filter.from === undefined ? {} : { from: dateFilter(filter.from, 'from') }),
    ...(filter.to === undefined ? {} : { to: dateFilter(filter.to, 'to', { end: true }) }),
  };
}
