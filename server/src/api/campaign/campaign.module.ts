import { Module } from '@nestjs/common';
import { CampaignClient } from './campaign.client.js';
import { CampaignService } from './campaign.service.js';

/** Campaigns of the storefront: badges reach products through the product routes. */
@Module({ providers: [CampaignClient, CampaignService], exports: [CampaignService] })
export class CampaignModule {}
