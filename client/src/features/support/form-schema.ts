import { object, string, type ObjectSchema } from 'yup';
import type { DynamicFormProperty } from '../../../../contracts/form/entities';
import { EMAIL_PATTERN } from '../../../../contracts/member/email-address';
import type { MessageKey } from '../../i18n/translate';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The yup schema of a dynamic form, built from its properties (spec §7 DynamicForm Properties):
 * required fields, maximum lengths and e-mail fields, with "{field} is required" / "{field} is
 * invalid" messages in the page's language (S5.02, S5.05). The engine checks the same rules.
 */
export function formSchema(properties: DynamicFormProperty[], t: Translate): ObjectSchema<Record<string, string>> {
  const shape = Object.fromEntries(properties.map((property) => {
    let field = string().trim().max(property.maxLength, t('validation.tooLong', { field: property.label, max: property.maxLength }));
    if (property.type === 'Email') field = field.matches(EMAIL_PATTERN, { message: t('validation.invalid', { field: property.label }), excludeEmptyString: true });
    field = property.required ? field.required(t('validation.required', { field: property.label })) : field.optional();
    return [property.name, field];
  }));
  return object(shape) as unknown as ObjectSchema<Record<string, string>>;
}

/** Empty values for every field, the form's starting state. */
export function initialValues(properties: DynamicFormProperty[]): Record<string, string> {
  return Object.fromEntries(properties.map((property) => [property.name, '']));
}

/** The values to send: trimmed, empty optional fields left out. */
export function submittedValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()] as const).filter(([, value]) => value !== ''));
}
