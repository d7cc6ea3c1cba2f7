import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { DynamicForm } from '../../../../contracts/form/entities.js';
import { DynamicFormGatewayPaths, type DynamicFormPropertiesResult, type DynamicFormValuesResult } from '../../../../contracts/gateway/form.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const FORM_LOAD_FAILURE = 'Failed to load the form';
export const FORM_SUBMIT_FAILURE = 'Failed to send the form';

/** The only code that calls the gateway's DynamicForm service. */
@Injectable()
export class DynamicFormClient {
  constructor(private readonly gateway: GatewayClient) {}

  async properties(culture: Culture, formKey: string): Promise<DynamicForm> {
    return unwrap(await this.gateway.get<DynamicFormPropertiesResult>({ path: DynamicFormGatewayPaths.properties, culture, query: { formKey } }), FORM_LOAD_FAILURE).form;
  }

  async submit(culture: Culture, formKey: string, values: Record<string, string>): Promise<number> {
    return unwrap(await this.gateway.post<DynamicFormValuesResult>({ path: DynamicFormGatewayPaths.values, culture, body: { formKey, values } }), FORM_SUBMIT_FAILURE).submissionId;
  }
}
