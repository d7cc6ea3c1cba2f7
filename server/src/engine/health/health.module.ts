import { Module } from '@nestjs/common';
import { EngineHealthController } from './health.controller.js';

@Module({ controllers: [EngineHealthController] })
export class EngineHealthModule {}
