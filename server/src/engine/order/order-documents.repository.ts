import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { Queryable } from '../db/database.js';
import type { AgreementTemplates } from './agreement-forms.js';

/** The merchant's agreement templates, the one table order documents read besides the order's own. */
@Injectable()
export class OrderDocumentsRepository {
  readonly #templates = new Map<Culture, AgreementTemplates>();

  /**
   * The merchant's agreement templates (localized_text, tag Agreement) in a language, read once:
   * the texts change only with migrations and the seed, and every placement fills them. Only a
   * finished read is kept (see CurrencyRepository.byId).
   */
  async templates(db: Queryable, culture: Culture): Promise<AgreementTemplates> {
    let templates = this.#templates.get(culture);
    if (!templates) this.#templates.set(culture, (templates = await this.readTemplates(db, culture)));
    return templates;
  }

  private async readTemplates(db: Queryable, culture: Culture): Promise<AgreementTemplates> {
    const rows = await db.query<{ key: string; value: string }>("SELECT key, value FROM localized_text WHERE tag_name = 'Agreement' AND culture = $1", [culture]);
    const of = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
    return { preInformation: of('preInformation'), salesAgreement: of('salesAgreement') };
  }
}
