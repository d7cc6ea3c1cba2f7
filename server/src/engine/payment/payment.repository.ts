import { Injectable } from '@nestjs/common';
import type { Queryable } from '../db/database.js';

/** The only SQL of the payment module. */
@Injectable()
export class PaymentRepository {
  async currencyCode(db: Queryable, currencyId: number): Promise<string | undefined> {
    const [row] = await db.query<{ code: string }>('SELECT code FROM currency WHERE id = $1', [currencyId]);
    return row?.code;
  }
}
