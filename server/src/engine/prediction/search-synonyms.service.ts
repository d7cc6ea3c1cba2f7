import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_PAGE_SIZE } from '../../../../contracts/admin/list-query.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { SearchSynonym, SearchSynonymInput } from '../../../../contracts/gateway/prediction.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import { tokenize } from '../common/fold-text.js';
import type { Queryable } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { SearchSynonymListQueryDto } from './dto/search-synonym.dto.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchSynonymRepository, SYNONYM_SORTS, type SynonymPage, type SynonymSort } from './search-synonym.repository.js';

const THING = 'search-synonym';

/** One change as the audit log records it, and the record answered. */
interface Change { answer: SearchSynonym; action: 'create' | 'update' | 'delete'; thingId: number; before: SearchSynonym | null; after: SearchSynonym | null }

/** JSON of one list parameter, or a 400 naming it. */
function parsed(name: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadInputError(`${name} must be JSON`);
  }
}

/** The list's sort, range and filter (react-admin's simple REST convention), checked. */
export function synonymPage(query: SearchSynonymListQueryDto): SynonymPage {
  const sort = parsed('sort', query.sort) ?? ['id', 'ASC'];
  const range = parsed('range', query.range) ?? [0, 24];
  const filter = parsed('filter', query.filter) ?? {};
  if (!Array.isArray(sort) || !SYNONYM_SORTS.includes(sort[0] as SynonymSort) || !['ASC', 'DESC'].includes(sort[1] as string)) {
    throw new BadInputError(`sort must be ["${SYNONYM_SORTS.join('"|"')}","ASC"|"DESC"]`);
  }
  if (!Array.isArray(range) || !range.every((end) => Number.isInteger(end) && end >= 0) || range[1] < range[0]) throw new BadInputError('range must be [first, last], whole numbers from 0');
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadInputError('filter must be an object');
  const { culture, q } = filter as { culture?: unknown; q?: unknown };
  if (culture !== undefined && culture !== 'tr' && culture !== 'en') throw new BadInputError('filter.culture must be tr or en');
  if (q !== undefined && (typeof q !== 'string' || q.length > 60)) throw new BadInputError('filter.q must be a text of at most 60 characters');
  const [first, last] = range as [number, number];
  return {
    sort: sort[0] as SynonymSort, descending: sort[1] === 'DESC', offset: first, limit: Math.min(last - first + 1, MAX_PAGE_SIZE),
    ...(culture ? { culture } : {}), ...(q ? { text: q } : {}),
  };
}

/**
 * Staff's editing of the synonym list (issue 31 item 3): each change is written with its audit
 * entry in one transaction, then handed to the search index, which uses it from the next search.
 */
@Injectable()
export class SearchSynonymsService {
  constructor(private readonly synonyms: SearchSynonymRepository, private readonly audit: AuditLog, private readonly index: SearchIndexService) {}

  list(query: SearchSynonymListQueryDto): Promise<{ rows: SearchSynonym[]; total: number; first: number }> {
    const page = synonymPage(query);
    return this.synonyms.page(page).then((answer) => ({ ...answer, first: page.offset }));
  }

  async one(id: number): Promise<SearchSynonym> {
    const found = await this.synonyms.byId(this.synonyms.db, id);
    if (!found) throw new NotFoundError('Synonym not found');
    return found;
  }

  create(actor: StaffIdentity, input: SearchSynonymInput): Promise<SearchSynonym> {
    return this.change(actor, async (tx) => {
      const created = await this.synonyms.create(tx, pairOf(input));
      return { answer: created, action: 'create', thingId: created.id, before: null, after: created };
    });
  }

  update(actor: StaffIdentity, id: number, input: SearchSynonymInput): Promise<SearchSynonym> {
    return this.change(actor, async (tx) => {
      const before = await this.synonyms.byId(tx, id);
      const after = before && await this.synonyms.update(tx, id, pairOf(input));
      if (!before || !after) throw new NotFoundError('Synonym not found');
      return { answer: after, action: 'update', thingId: id, before, after };
    });
  }

  remove(actor: StaffIdentity, id: number): Promise<SearchSynonym> {
    return this.change(actor, async (tx) => {
      const before = await this.synonyms.byId(tx, id);
      if (!before) throw new NotFoundError('Synonym not found');
      await this.synonyms.remove(tx, id);
      return { answer: before, action: 'delete', thingId: id, before, after: null };
    });
  }

  private async change(actor: StaffIdentity, work: (tx: Queryable) => Promise<Change>): Promise<SearchSynonym> {
    let answer: SearchSynonym;
    try {
      answer = await this.synonyms.db.transaction(async (tx) => {
        const done = await work(tx);
        await this.audit.record(tx, actor, { action: `${THING}.${done.action}`, thingType: THING, thingId: done.thingId, before: done.before, after: done.after });
        return done.answer;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('That pair of words is already listed', HttpStatus.CONFLICT, 'CONFLICT');
      throw error;
    }
    await this.index.reloadSynonyms();
    return answer;
  }
}

/** The pair as stored: trimmed, single spaces; refused when both sides are the same words. */
function pairOf(input: SearchSynonymInput): SearchSynonymInput {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const pair = { culture: input.culture, term: clean(input.term), synonym: clean(input.synonym) };
  if (tokenize(pair.term).join(' ') === tokenize(pair.synonym).join(' ')) throw new BadInputError('term and synonym must be different words');
  return pair;
}
