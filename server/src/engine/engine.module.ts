import { Module } from '@nestjs/common';
import { EngineBannerModule } from './banner/banner.module.js';
import { EngineBlogModule } from './blog/blog.module.js';
import { EngineCampaignModule } from './campaign/campaign.module.js';
import { EngineCatalogueAdminModule } from './catalogue-admin/catalogue-admin.module.js';
import { EngineCartModule } from './cart/cart.module.js';
import { EngineEnvironmentModule } from './environment/environment.module.js';
import { EngineShoppingCartHubModule } from './hub/shopping-cart-hub.module.js';
import { EngineCurrencyModule } from './currency/currency.module.js';
import { EngineDynamicFormModule } from './form/form.module.js';
// Issue 30 item 6: the day's figures in the console.
import { EngineFiguresModule } from './figures/figures.module.js';
import { EngineLocalizationModule } from './localization/localization.module.js';
import { EngineMobileModule } from './mobile/mobile.module.js';
import { DbModule } from './db/db.module.js';
import { EngineHealthModule } from './health/health.module.js';
import { EngineIdentityModule } from './identity/identity.module.js';
import { EngineAddressModule } from './address/address.module.js';
import { EngineMemberModule } from './member/member.module.js';
import { EngineMemberMessageModule } from './member-message/member-message.module.js';
import { EngineMemberProductModule } from './member-product/member-product.module.js';
import { EngineMenuModule } from './menu/menu.module.js';
import { EngineNewsletterModule } from './newsletter/newsletter.module.js';
import { EngineNotificationModule } from './notification/notification.module.js';
import { EngineOrderModule } from './order/order.module.js';
import { EnginePasskeyModule } from './passkey/passkey.module.js';
import { EnginePredictionModule } from './prediction/prediction.module.js';
import { EngineProductModule } from './product/product.module.js';
import { EngineRouteModule } from './route/route.module.js';
import { EngineStockModule } from './stock/stock.module.js';
import { EngineAuditModule } from './audit/audit.module.js';
import { EngineStaffModule } from './staff/staff.module.js';
import { EngineOrderAdminModule } from './order-admin/order-admin.module.js';
// Issue 30 items 3-4 (returns, customers and their messages in the console).
import { EngineCustomerAdminModule } from './customer-admin/customer-admin.module.js';
import { EngineReturnAdminModule } from './return-admin/return-admin.module.js';
import { EngineInProcessEntry } from './in-process-entry.js';
// Issue 30 item 5: campaigns and coupons in the console.
import { EngineCampaignAdminModule } from './campaign-admin/campaign-admin.module.js';

/**
 * The embedded commerce engine (the spec's backend gateway), mounted under /gateway when no
 * GATEWAY_URL is configured. The storefront reaches it through its gateway client: in process
 * through EngineInProcessEntry, or over HTTP (GATEWAY_TRANSPORT=http, another process).
 */
@Module({
  imports: [DbModule, EngineFiguresModule, EngineIdentityModule, EngineHealthModule, EngineCurrencyModule, EngineBannerModule, EngineProductModule, EngineRouteModule, EngineMenuModule, EnginePredictionModule, EngineBlogModule,
    EngineDynamicFormModule, EngineLocalizationModule, EngineMobileModule, EngineCampaignModule, EngineStockModule, EngineEnvironmentModule, EngineCartModule, EngineShoppingCartHubModule,
    EngineNotificationModule, EngineMemberModule, EngineAddressModule, EngineMemberProductModule, EngineNewsletterModule, EnginePasskeyModule, EngineMemberMessageModule,
    EngineOrderModule, EngineAuditModule, EngineStaffModule, EngineOrderAdminModule, EngineCatalogueAdminModule,
    EngineCampaignAdminModule, EngineReturnAdminModule, EngineCustomerAdminModule],
  providers: [EngineInProcessEntry],
  exports: [EngineInProcessEntry],
})
export class EngineModule {}
