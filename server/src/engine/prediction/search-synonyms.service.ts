import { HttpStatus, Injectable } from '@nestjs/common';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { SearchSynonym, SearchSynonymInput } from '../../../../contracts/gateway/prediction.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import { tokenize } from '../common/fold-text.js';
import { refuseUnknownFilters, textFilter } from '../common/list-filters.js';
import type { SqlListQuery } from '../common/list-query.js';
import type { Queryable } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchSynonymRepository, type SynonymFilter } from './search-synonym.repository.js';
import { ShopAnswerListeners } from './shop-answer-listeners.js';

const THING = 'search-synonym';

/** One change as the audit log records it, and the record answered. */
interface Change { answer: SearchSynonym; action: 'create' | 'update' | 'delete'; thingId: number; before: SearchSynonym | null; after: SearchSynonym | null }

const FILTERS = ['culture', 'q'] as const;

/** The list's filter: a language, and text either side holds. */
export function synonymFilter(filter: Record<string, unknown>): SynonymFilter {
  refuseUnknownFilters(filter, FILTERS);
  if (filter.culture !== undefined && filter.culture !== 'tr' && filter.culture !== 'en') throw new BadInputError('culture must be tr or en');
  return {
    ...(filter.culture === undefined ? {} : { culture: filter.culture }),
    ...(filter.q === undefined ? {} : { text: textFilter(filter.q, 'q', 60) }),
  };
}

/**
 * Staff's editing of the synonym list (issue 31 item 3): each change is written with its audit
 * entry in one transaction, then handed to the search index, which uses it from the next search,
 * and the storefront's cached search answers are emptied.
 */
@Injectable()
export class SearchSynonymsService {
  constructor(
    private readonly synonyms: SearchSynonymRepository, private readonly audit: AuditLog, private readonly index: SearchIndexService,
    private readonly shopAnswers: ShopAnswerListeners,
  ) {}

  list(query: SqlListQuery): Promise<{ rows: SearchSynonym[]; total: number }> {
    return this.synonyms.page(synonymFilter(query.filter), query);
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
    // A search the shop answered before (its "nothing found" among them) is answered anew.
    this.shopAnswers.tell();
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
