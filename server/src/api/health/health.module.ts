import { Module } from '@nestjs/common';
import { HealthClient } from './health.client.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ controllers: [HealthController], providers: [HealthClient, HealthService] })
export class HealthModule {}
