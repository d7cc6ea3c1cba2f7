/** One change a staff member made, written in the same transaction as the change. */
export interface AuditEntry {
  id: number;
  /** ISO 8601 time of the change. */
  at: string;
  staffId: number;
  /** The staff member's e-mail when the change was made (kept if the account is later renamed). */
  staffEmail: string;
  /** What was done, as `thing.verb`: "product.update", "staff.create", "price.set" ... */
  action: string;
  /** The kind of thing changed: "product", "staff", "stock" ... */
  thingType: string;
  /** Its key, as text (a product id, a barcode id and warehouse id joined by ":" ...). */
  thingId: string;
  /** The thing before the change (null when created) and after it (null when deleted). */
  before: unknown;
  after: unknown;
}
