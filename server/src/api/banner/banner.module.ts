import { Module } from '@nestjs/common';
import { BannerClient } from './banner.client.js';
import { BannerController } from './banner.controller.js';
import { BannerService } from './banner.service.js';

@Module({ controllers: [BannerController], providers: [BannerClient, BannerService], exports: [BannerService] })
export class BannerModule {}
