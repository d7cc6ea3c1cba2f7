import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DynamicFormPropertiesResponse, DynamicFormValuesResponse } from '../../../../contracts/form/responses.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { DynamicFormPropertiesQueryDto, DynamicFormValuesDto } from './dto/form.dto.js';
import { DynamicFormService } from './form.service.js';

@ApiTags('dynamic-form')
@Controller('api')
export class DynamicFormController {
  constructor(private readonly service: DynamicFormService) {}

  @Get('dynamic-form-properties')
  @ApiOperation({ summary: 'Fields of a dynamic form, e.g. the support page’s contact form (S7.34 DynamicForm Properties)' })
  properties(@Ctx() context: RequestContext, @Query() query: DynamicFormPropertiesQueryDto): Promise<DynamicFormPropertiesResponse> { return this.service.properties(context, query); }

  @Post('dynamic-form-values') @HttpCode(200) @RateLimited(RATE_RULES.contactForm)
  @ApiOperation({ summary: 'Stores a submission checked against the form’s properties; 400 names the first problem (S7.34 DynamicForm Values)' })
  values(@Ctx() context: RequestContext, @Body() payload: DynamicFormValuesDto): Promise<DynamicFormValuesResponse> { return this.service.submit(context, payload); }
}
