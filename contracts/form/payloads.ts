/** GET /api/dynamic-form-properties. */
export interface DynamicFormPropertiesQuery {
  /** Form key, e.g. contact. */
  formKey: string;
}

/** POST /api/dynamic-form-values: one submission of a dynamic form. */
export interface DynamicFormValuesPayload {
  /** Form key, e.g. contact. */
  formKey: string;
  /** Field name → value; checked against the form's properties. */
  values: Record<string, string>;
}
