import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { MemberProductEntry, PriceAlarm, StockAlarm } from '../../../../contracts/member/entities.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { DATABASE, type Database } from '../db/database.js';
import { MemberService } from '../member/member.service.js';
import { MemberProductRepository } from './member-product.repository.js';

/** Favourites (registered members), price and stock alarms (members and guests with an e-mail). */
@Injectable()
export class MemberProductService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly repository: MemberProductRepository, private readonly members: MemberService) {}

  async favorites(claims: EnvironmentClaims, culture: Culture, currencyId: number): Promise<MemberProductEntry[]> {
    const member = await this.members.registeredMember(claims);
    return this.repository.favorites(this.db, member.id, culture, currencyId);
  }

  async addFavorite(claims: EnvironmentClaims, productId: number): Promise<void> {
    const member = await this.members.registeredMember(claims);
    await this.existing(productId);
    await this.repository.addFavorite(this.db, member.id, productId);
  }

  async removeFavorite(claims: EnvironmentClaims, productId: number): Promise<void> {
    const member = await this.members.registeredMember(claims);
    await this.repository.removeFavorite(this.db, member.id, productId);
  }

  async priceAlarms(claims: EnvironmentClaims, culture: Culture, currencyId: number): Promise<PriceAlarm[]> {
    const member = await this.members.registeredMember(claims);
    return this.repository.priceAlarms(this.db, member.id, culture, currencyId);
  }

  /** The alarm remembers today's price in the shopper's currency. */
  async addPriceAlarm(claims: EnvironmentClaims, productId: number, currencyId: number): Promise<void> {
    const member = await this.members.registeredMember(claims);
    const price = await this.existing(productId, currencyId);
    await this.repository.addPriceAlarm(this.db, member.id, productId, currencyId, price);
  }

  async removePriceAlarm(claims: EnvironmentClaims, productId: number): Promise<void> {
    const member = await this.members.registeredMember(claims);
    await this.repository.removePriceAlarm(this.db, member.id, productId);
  }

  async stockAlarms(claims: EnvironmentClaims, culture: Culture, currencyId: number): Promise<StockAlarm[]> {
    const member = await this.members.registeredMember(claims);
    return this.repository.stockAlarms(this.db, member.id, culture, currencyId);
  }

  /** A stock alarm is for what is sold out: one for a product in stock is refused. */
  async addStockAlarm(claims: EnvironmentClaims, productId: number, stockBarcodeId?: number): Promise<void> {
    const member = await this.members.registeredMember(claims);
    await this.existing(productId);
    const units = await this.repository.stock(this.db, productId, stockBarcodeId);
    if (units === undefined) throw new NotFoundError(MemberMessage.productNotFound);
    if (units > 0) throw new AppError(MemberMessage.alarmInStock, HttpStatus.CONFLICT, 'IN_STOCK');
    await this.repository.addStockAlarm(this.db, member.id, productId, stockBarcodeId);
  }

  async removeStockAlarm(claims: EnvironmentClaims, productId: number, stockBarcodeId?: number): Promise<void> {
    const member = await this.members.registeredMember(claims);
    await this.repository.removeStockAlarm(this.db, member.id, productId, stockBarcodeId);
  }

  private async existing(productId: number, currencyId = 1): Promise<number> {
    const price = await this.repository.productPrice(this.db, productId, currencyId);
    if (price === undefined) throw new NotFoundError(MemberMessage.productNotFound);
    return price;
  }
}
