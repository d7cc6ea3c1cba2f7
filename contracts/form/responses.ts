import type { ApiResult } from '../common/responses.js';
import type { DynamicForm } from './entities.js';

/** GET /api/dynamic-form-properties. */
export interface DynamicFormPropertiesResponse extends ApiResult {
  form: DynamicForm;
}

/** POST /api/dynamic-form-values. */
export interface DynamicFormValuesResponse extends ApiResult {
  /** Id of the stored submission. */
  submissionId: number;
}
