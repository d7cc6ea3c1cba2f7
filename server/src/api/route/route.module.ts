import { Module } from '@nestjs/common';
import { RouteClient } from './route.client.js';
import { RouteController } from './route.controller.js';
import { RouteService } from './route.service.js';

@Module({ controllers: [RouteController], providers: [RouteClient, RouteService], exports: [RouteService] })
export class RouteModule {}
