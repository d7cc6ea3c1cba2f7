import { Module } from '@nestjs/common';
import { EngineRouteController } from './route.controller.js';
import { RouteRepository } from './route.repository.js';

@Module({ controllers: [EngineRouteController], providers: [RouteRepository] })
export class EngineRouteModule {}
