import { Module } from '@nestjs/common';
import { EngineBannerController } from './banner.controller.js';
import { BannerRepository } from './banner.repository.js';

@Module({ controllers: [EngineBannerController], providers: [BannerRepository] })
export class EngineBannerModule {}
