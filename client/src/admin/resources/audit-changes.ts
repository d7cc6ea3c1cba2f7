/** One field of an audited thing, before and after the change. */
export interface AuditFieldChange {
  field: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

/** A thing's fields as dotted paths ("seo.titleTr") to their values as text; lists as JSON. No thing (null) has no fields. */
function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && !(value === null && prefix === '')) {
    into.set(prefix || '(value)', typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * An audit entry's before and after, field by field (the audit page's readable diff): every field
 * either side has, in a stable order, marked where the two differ. A created thing has no before,
 * a deleted one no after.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const old = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const fields = [...new Set([...old.keys(), ...now.keys()])].sort();
  return fields.map((field) => ({ field, before: old.get(field), after: now.get(field), changed: old.get(field) !== now.get(field) }));
}
