import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { IsObject, IsString, Matches } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { DynamicFormPropertiesResult, DynamicFormValuesRequest, DynamicFormValuesResult } from '../../../../contracts/gateway/form.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { DynamicFormService } from './form.service.js';

const FORM_KEY = /^[a-z0-9-]{1,50}$/;

class PropertiesQuery {
  @IsString() @Matches(FORM_KEY, { message: 'formKey must be a form key such as contact' }) formKey: string;
}

class ValuesRequestDto implements DynamicFormValuesRequest {
  @IsString() @Matches(FORM_KEY, { message: 'formKey must be a form key such as contact' }) formKey: string;
  // Checked field by field against the form's properties in the service.
  @IsObject() values: Record<string, string>;
}

/** Engine DynamicForm service (spec §7: Properties GET, Values POST). */
@EngineController('dynamicform/api/dynamic-form')
export class EngineDynamicFormController {
  constructor(private readonly forms: DynamicFormService) {}

  @Get('properties')
  async properties(@EngineCulture() culture: Culture, @Query() query: PropertiesQuery): Promise<DynamicFormPropertiesResult> {
    return { form: await this.forms.properties(culture, query.formKey) };
  }

  @Post('values') @HttpCode(200)
  async values(@EngineCulture() culture: Culture, @Body() body: ValuesRequestDto): Promise<DynamicFormValuesResult> {
    return { submissionId: await this.forms.submit(culture, body.formKey, body.values) };
  }
}
