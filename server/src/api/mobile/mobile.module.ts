import { Module } from '@nestjs/common';
import { MobileClient } from './mobile.client.js';
import { MobileController } from './mobile.controller.js';
import { MobileService } from './mobile.service.js';

@Module({ controllers: [MobileController], providers: [MobileClient, MobileService] })
export class MobileModule {}
