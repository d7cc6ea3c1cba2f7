import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString, Matches } from 'class-validator';
import type { DynamicFormPropertiesQuery, DynamicFormValuesPayload } from '../../../../../contracts/form/payloads.js';

const FORM_KEY = /^[a-z0-9-]{1,50}$/;
const FORM_KEY_MESSAGE = 'formKey must be a form key such as contact';

export class DynamicFormPropertiesQueryDto implements DynamicFormPropertiesQuery {
  @ApiProperty({ example: 'contact' })
  @IsString() @Matches(FORM_KEY, { message: FORM_KEY_MESSAGE }) formKey: string;
}

export class DynamicFormValuesDto implements DynamicFormValuesPayload {
  @ApiProperty({ example: 'contact' })
  @IsString() @Matches(FORM_KEY, { message: FORM_KEY_MESSAGE }) formKey: string;

  @ApiProperty({ example: { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Sipariş', message: 'Merhaba' }, description: 'Field name → value; checked against the properties' })
  @IsObject({ message: 'values must be an object of field name → text' }) values: Record<string, string>;
}
