import { Module } from '@nestjs/common';
import { DynamicFormClient } from './form.client.js';
import { DynamicFormController } from './form.controller.js';

@Module({ controllers: [DynamicFormController], providers: [DynamicFormClient] })
export class DynamicFormModule {}
