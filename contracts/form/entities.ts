/** Kinds of dynamic form field (spec §7 DynamicForm Properties). */
export type DynamicFormFieldType = 'TextBox' | 'TextArea' | 'Email';

/** One field of a dynamic form, in the request's language. */
export interface DynamicFormProperty {
  /** Field name, the key of its value in a submission, e.g. email. */
  name: string;
  /** Input kind. */
  type: DynamicFormFieldType;
  /** Label shown to the shopper. */
  label: string;
  /** A value must be given. */
  required: boolean;
  /** Longest accepted value, in characters. */
  maxLength: number;
  /** Display order, ascending. */
  order: number;
}

/** A dynamic form: its key, title and fields. */
export interface DynamicForm {
  /** Stable id. */
  id: number;
  /** Merchant key, e.g. contact (the support page's form). */
  key: string;
  /** Title shown above the form. */
  title: string;
  /** Fields, by order. */
  properties: DynamicFormProperty[];
}

/** Key of the support page's contact form. */
export const CONTACT_FORM_KEY = 'contact';

