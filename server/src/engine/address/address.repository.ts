import { Injectable } from '@nestjs/common';
import type { AddressFields } from '../../../../contracts/member/entities.js';
import type { Queryable } from '../db/database.js';

/** A stored address before the place names are added. */
export type AddressRow = AddressFields & { id: number };

const COLUMNS = 'id, title, name, surname, mobile_phone, city_id, county_id, neighbourhood, postal_code, description, corporation_name, tax_number, tax_office';

function addressOf(row: Record<string, unknown>): AddressRow {
  const optional = (key: string, field: keyof AddressFields) => (typeof row[key] === 'string' && row[key] ? { [field]: row[key] } : {});
  return {
    id: Number(row.id), title: String(row.title), name: String(row.name), surname: String(row.surname), mobilePhone: String(row.mobile_phone),
    cityId: Number(row.city_id), countyId: Number(row.county_id), description: String(row.description),
    ...optional('neighbourhood', 'neighbourhood'), ...optional('postal_code', 'postalCode'), ...optional('corporation_name', 'corporationName'),
    ...optional('tax_number', 'taxNumber'), ...optional('tax_office', 'taxOffice'),
  };
}

const values = (fields: AddressFields) => [fields.title, fields.name, fields.surname, fields.mobilePhone, fields.cityId, fields.countyId, fields.neighbourhood ?? null,
  fields.postalCode ?? null, fields.description, fields.corporationName ?? null, fields.taxNumber ?? null, fields.taxOffice ?? null];

/** The only SQL of addresses. Every statement names the member: one member never reaches another's rows. */
@Injectable()
export class AddressRepository {
  async list(db: Queryable, memberId: number): Promise<AddressRow[]> {
    return (await db.query(`SELECT ${COLUMNS} FROM member_address WHERE member_id = $1 ORDER BY id`, [memberId])).map(addressOf);
  }

  async count(tx: Queryable, memberId: number): Promise<number> {
    const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM member_address WHERE member_id = $1', [memberId]);
    return Number(row.count);
  }

  async insert(tx: Queryable, memberId: number, fields: AddressFields): Promise<AddressRow> {
    const [row] = await tx.query(
      `INSERT INTO member_address (member_id, title, name, surname, mobile_phone, city_id, county_id, neighbourhood, postal_code, description, corporation_name, tax_number, tax_office)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${COLUMNS}`, [memberId, ...values(fields)]);
    return addressOf(row);
  }

  /** The updated address; undefined when the member has no address of that id. */
  async update(tx: Queryable, memberId: number, id: number, fields: AddressFields): Promise<AddressRow | undefined> {
    const [row] = await tx.query(
      `UPDATE member_address SET title = $3, name = $4, surname = $5, mobile_phone = $6, city_id = $7, county_id = $8, neighbourhood = $9, postal_code = $10,
              description = $11, corporation_name = $12, tax_number = $13, tax_office = $14
        WHERE id = $1 AND member_id = $2 RETURNING ${COLUMNS}`, [id, memberId, ...values(fields)]);
    return row && addressOf(row);
  }

  async remove(tx: Queryable, memberId: number, id: number): Promise<boolean> {
    return (await tx.query('DELETE FROM member_address WHERE id = $1 AND member_id = $2 RETURNING id', [id, memberId])).length > 0;
  }

  /** Serialises a member's address changes (the limit holds under parallel adds). */
  async lockMember(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('SELECT id FROM member WHERE id = $1 FOR UPDATE', [memberId]);
  }
}
