import { Module } from '@nestjs/common';
import { EngineDynamicFormController } from './form.controller.js';
import { DynamicFormRepository } from './form.repository.js';
import { DynamicFormService } from './form.service.js';

@Module({ controllers: [EngineDynamicFormController], providers: [DynamicFormRepository, DynamicFormService] })
export class EngineDynamicFormModule {}
