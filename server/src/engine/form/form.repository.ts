import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { DynamicForm, DynamicFormFieldType } from '../../../../contracts/form/entities.js';
import { DATABASE, type Database } from '../db/database.js';

interface FormRow { id: number; key: string; title_tr: string; title_en: string }
interface PropertyRow { name: string; type: DynamicFormFieldType; label_tr: string; label_en: string; required: boolean; max_length: number; sort_order: number }

/** The dynamic_form, dynamic_form_property and dynamic_form_value tables. */
@Injectable()
export class DynamicFormRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The form with its fields in the culture, or null. */
  async byKey(key: string, culture: Culture): Promise<DynamicForm | null> {
    const [form] = await this.db.query<FormRow>(`SELECT id, key, title_tr, title_en FROM dynamic_form WHERE key = $1`, [key]);
    if (!form) return null;
    const rows = await this.db.query<PropertyRow>(
      `SELECT name, type, label_tr, label_en, required, max_length, sort_order FROM dynamic_form_property WHERE form_id = $1 ORDER BY sort_order, name`,
      [form.id]);
    const en = culture === 'en';
    return {
      id: form.id, key: form.key, title: en ? form.title_en : form.title_tr,
      properties: rows.map((row) => ({
        name: row.name, type: row.type, label: en ? row.label_en : row.label_tr, required: row.required, maxLength: row.max_length, order: row.sort_order,
      })),
    };
  }

  /** Stores one submission; answers its id. */
  async insertValues(formId: number, culture: Culture, values: Record<string, string>): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO dynamic_form_value (form_id, culture, "values") VALUES ($1, $2, $3::jsonb) RETURNING id`, [formId, culture, JSON.stringify(values)]);
    return row.id;
  }
}
