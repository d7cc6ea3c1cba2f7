import { Injectable } from '@nestjs/common';
import type { DynamicFormPropertiesResponse, DynamicFormValuesResponse } from '../../../../contracts/form/responses.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { RequestContext } from '../../common/request-context.js';
import type { DynamicFormPropertiesQueryDto, DynamicFormValuesDto } from './dto/form.dto.js';
import { DynamicFormClient } from './form.client.js';

/** Messages a shopper reads. */
export const FORM_SENT_MESSAGE = 'Your message has been sent';

/** Dynamic forms (S7.34): the support page's contact form, its fields and its submissions. */
@Injectable()
export class DynamicFormService {
  private readonly forms = answerCache<DynamicFormPropertiesResponse>(FRESHNESS.forms, 50);

  constructor(private readonly client: DynamicFormClient) {}

  properties(context: RequestContext, query: DynamicFormPropertiesQueryDto): Promise<DynamicFormPropertiesResponse> {
    return this.forms.get(`${context.culture}|${query.formKey}`, async () => ({ isSuccess: true, form: await this.client.properties(context.culture, query.formKey) }));
  }

  async submit(context: RequestContext, payload: DynamicFormValuesDto): Promise<DynamicFormValuesResponse> {
    return { isSuccess: true, message: FORM_SENT_MESSAGE, submissionId: await this.client.submit(context.culture, payload.formKey, payload.values) };
  }
}
