/** Gateway contract of the DynamicForm service (spec §7: Properties GET, Values POST). */
import type { DynamicForm } from '../form/entities.js';

export const DynamicFormGatewayPaths = {
  /** GET ?formKey= → DynamicFormPropertiesResult; 404 for an unknown form. */
  properties: 'dynamicform/api/dynamic-form/properties',
  /** POST DynamicFormValuesRequest → DynamicFormValuesResult; 400 with a clear message when a value breaks a property. */
  values: 'dynamicform/api/dynamic-form/values',
} as const;

export interface DynamicFormPropertiesResult {
  form: DynamicForm;
}

export interface DynamicFormValuesRequest {
  formKey: string;
  values: Record<string, string>;
}

export interface DynamicFormValuesResult {
  submissionId: number;
}
