import { Injectable } from '@nestjs/common';
import { SHIPMENT_OPTION } from '../../../../contracts/cart/cart-detail.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { OrderAddress, PickupStore } from '../../../../contracts/order/entities.js';
import { shipmentOptionOf } from '../cart/shipment-options.js';
import type { Queryable } from '../db/database.js';

/** The shop's stores an order can be picked up from (spec §7 Shopping cart gateway: available stores). */
@Injectable()
export class PickupStoreRepository {
  async active(db: Queryable, culture: Culture): Promise<PickupStore[]> {
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM pickup_store WHERE active ORDER BY id');
    return rows.map((row) => storeOf(row, culture));
  }

  /** An active store; undefined for an unknown or closed one. */
  async byId(db: Queryable, id: number, culture: Culture): Promise<PickupStore | undefined> {
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM pickup_store WHERE id = $1 AND active', [id]);
    return row && storeOf(row, culture);
  }
}

function storeOf(row: Record<string, unknown>, culture: Culture): PickupStore {
  const hours = row.hours as Record<Culture, string>;
  return {
    id: Number(row.id), name: String(row.name), cityName: String(row.city_name), countyName: String(row.county_name),
    address: String(row.address), phone: String(row.phone), hours: hours[culture] ?? hours.tr,
  };
}

/**
 * Where a picked-up order goes, as the order's shipping address: the store, for the shopper named
 * on the invoice (the store hands the parcel over to them).
 */
export function pickupAddressOf(store: PickupStore, buyer: OrderAddress): OrderAddress {
  return {
    title: store.name, name: buyer.name, surname: buyer.surname, mobilePhone: buyer.mobilePhone,
    cityName: store.cityName, countyName: store.countyName, description: store.address, countryCode: 'TR',
  };
}

/** The order's shipper line for a pick-up: how it travels, and to which store. */
export function pickupShipperOf(store: PickupStore, culture: Culture): string {
  return `${shipmentOptionOf(SHIPMENT_OPTION.pickup).name[culture]}: ${store.name}`;
}
