import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { Queryable } from '../db/database.js';
import type { MailCurrency } from '../notification/mail-money.js';
import type { AgreementTemplates } from './agreement-forms.js';

/** The only SQL of order documents: agreement templates, currencies as documents write amounts, what an order keeps of its cart. */
@Injectable()
export class OrderDocumentsRepository {
  async currency(db: Queryable, currencyId: number): Promise<MailCurrency | undefined> {
    const [row] = await db.query<{ code: string; symbol: string; symbol_on_right: boolean; decimals: number }>(
      'SELECT code, symbol, symbol_on_right, decimals FROM currency WHERE id = $1', [currencyId]);
    return row && { code: row.code, symbol: row.symbol, symbolOnRight: Boolean(row.symbol_on_right), decimals: Number(row.decimals) };
  }

  /** The merchant's agreement templates (localized_text, tag Agreement) in a language. */
  async templates(db: Queryable, culture: Culture): Promise<AgreementTemplates> {
    const rows = await db.query<{ key: string; value: string }>("SELECT key, value FROM localized_text WHERE tag_name = 'Agreement' AND culture = $1", [culture]);
    const of = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
    return { preInformation: of('preInformation'), salesAgreement: of('salesAgreement') };
  }
}
