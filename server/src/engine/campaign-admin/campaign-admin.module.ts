import { Module } from '@nestjs/common';
import { EngineCampaignModule } from '../campaign/campaign.module.js';
import { EnginePredictionModule } from '../prediction/prediction.module.js';
import { CampaignAdminController, CouponAdminController, CouponBatchAdminController, CouponUseAdminController } from './campaign-admin.controller.js';
import { CampaignEditorService } from './campaign-editor.service.js';
import { CouponEditorService } from './coupon-editor.service.js';

/** The operator console's campaigns and coupons (issue 30 item 5) over the staff routes. */
@Module({
  imports: [EngineCampaignModule, EnginePredictionModule],
  controllers: [CampaignAdminController, CouponAdminController, CouponUseAdminController, CouponBatchAdminController],
  providers: [CampaignEditorService, CouponEditorService],
})
export class EngineCampaignAdminModule {}
