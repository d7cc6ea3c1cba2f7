import { Module } from '@nestjs/common';
import { DynamicFormClient } from './form.client.js';
import { DynamicFormController } from './form.controller.js';
import { DynamicFormService } from './form.service.js';

@Module({ controllers: [DynamicFormController], providers: [DynamicFormClient, DynamicFormService] })
export class DynamicFormModule {}
