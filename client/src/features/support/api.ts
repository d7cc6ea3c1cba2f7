import type { DynamicFormPropertiesResponse, DynamicFormValuesResponse } from '../../../../contracts/form/responses';
import type { ApiClient } from '../../lib/api-client';

export const supportApi = (api: ApiClient) => ({
  properties: (formKey: string) => api.get<DynamicFormPropertiesResponse>('/api/dynamic-form-properties', { formKey }),
  submit: (formKey: string, values: Record<string, string>) => api.post<DynamicFormValuesResponse>('/api/dynamic-form-values', { formKey, values }),
});
export type SupportApi = ReturnType<typeof supportApi>;
