import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import type { Queryable } from '../db/database.js';
import { MailTemplates } from '../notification/mail-templates.js';
import { formatMinorMoney } from '../../../../contracts/currency/money-format.js';
import { NotificationService } from '../notification/notification.service.js';
import { MemberProductRepository, type AlarmToMail } from './member-product.repository.js';

/**
 * Price and stock alarms firing (issue 14 item 6): called in the transaction that changes a
 * price or a stock, it marks each alarm that is due as notified and writes its mail to the
 * outbox, so an alarm mails once, and only if the change commits. Call `flush()` after the commit.
 */
@Injectable()
export class ProductAlarms {
  constructor(
    private readonly repository: MemberProductRepository,
    private readonly notifications: NotificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly currencies: CurrencyRepository,
  ) {}

  /** The product's price in the currency is now `price` (minor units): alarms set at a higher price mail. Answers how many mailed. */
  async priceChanged(tx: Queryable, productId: number, currencyId: number, price: number): Promise<number> {
    const alarms = await this.repository.takeDroppedPriceAlarms(tx, productId, currencyId, price);
    if (!alarms.length) return 0;
    const currency = await this.currencies.byId(tx, currencyId);
    if (!currency) throw new Error(`currency ${currencyId} of a price alarm is unknown`);
    for (const alarm of alarms) {
      await this.notifications.enqueue(tx, MailTemplates.priceDropped(alarm.email, alarm.culture, alarm.name, formatMinorMoney(price, currency, alarm.culture), this.url(alarm)));
    }
    return alarms.length;
  }

  /**
   * Stock came back: for the variants in `stockBarcodeIds` (each went from 0 to more), and for
   * the whole product when `productReturned` (its total went from 0 to more). Answers how many mailed.
   */
  async stockReturned(tx: Queryable, productId: number, stockBarcodeIds: number[], productReturned: boolean): Promise<number> {
    const variants = [...stockBarcodeIds, ...(productReturned ? [0] : [])];
    if (!variants.length) return 0;
    const alarms = await this.repository.takeReturnedStockAlarms(tx, productId, variants);
    for (const alarm of alarms) {
      await this.notifications.enqueue(tx, MailTemplates.backInStock(alarm.email, alarm.culture, alarm.size ? `${alarm.name} (${alarm.size})` : alarm.name, this.url(alarm)));
    }
    return alarms.length;
  }

  /** The transaction that fired alarms committed: send their mails. */
  flush(): void {
    this.notifications.flush();
  }

  private url(alarm: AlarmToMail): string {
    return `${publicOrigin(this.config)}${alarm.routePath}`;
  }
}
