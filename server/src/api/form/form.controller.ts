import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DynamicFormPropertiesResponse, DynamicFormValuesResponse } from '../../../../contracts/form/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { DynamicFormPropertiesQueryDto, DynamicFormValuesDto } from './dto/form.dto.js';
import { DynamicFormClient } from './form.client.js';

/** Messages a shopper reads. */
export const FORM_SENT_MESSAGE = 'Your message has been sent';

@ApiTags('dynamic-form')
@Controller('api')
export class DynamicFormController {
  constructor(private readonly client: DynamicFormClient) {}

  @Get('dynamic-form-properties')
  @ApiOperation({ summary: 'Fields of a dynamic form, e.g. the support page’s contact form (S7.34 DynamicForm Properties)' })
  async properties(@Ctx() context: RequestContext, @Query() query: DynamicFormPropertiesQueryDto): Promise<DynamicFormPropertiesResponse> {
    return { isSuccess: true, form: await this.client.properties(context.culture, query.formKey) };
  }

  @Post('dynamic-form-values') @HttpCode(200)
  @ApiOperation({ summary: 'Stores a submission checked against the form’s properties; 400 names the first problem (S7.34 DynamicForm Values)' })
  async values(@Ctx() context: RequestContext, @Body() payload: DynamicFormValuesDto): Promise<DynamicFormValuesResponse> {
    return { isSuccess: true, message: FORM_SENT_MESSAGE, submissionId: await this.client.submit(context.culture, payload.formKey, payload.values) };
  }
}
