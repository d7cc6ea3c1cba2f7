import { Module } from '@nestjs/common';
import { EngineProductModule } from '../product/product.module.js';
import { EngineCampaignController } from './campaign.controller.js';
import { CampaignRepository } from './campaign.repository.js';
import { EngineCampaignService } from './campaign.service.js';

@Module({ imports: [EngineProductModule], controllers: [EngineCampaignController], providers: [CampaignRepository, EngineCampaignService], exports: [EngineCampaignService] })
export class EngineCampaignModule {}
