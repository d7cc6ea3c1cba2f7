import { Module } from '@nestjs/common';
import { RouteClient } from './route.client.js';
import { RouteController } from './route.controller.js';

@Module({ controllers: [RouteController], providers: [RouteClient], exports: [RouteClient] })
export class RouteModule {}
