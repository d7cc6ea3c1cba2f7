import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { MenuGatewayPaths, type MenuResult } from '../../../../contracts/gateway/menu.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../common/read-cache.js';

export const MENU_FAILURE = 'Failed to load the menu';

/** The only code that calls the gateway for the header menu. */
@Injectable()
export class MenuClient {
  // Every page renders the same menu.
  private readonly menus = new ReadCache<MenuResult>(60_000, 4);

  constructor(private readonly gateway: GatewayClient) {}

  menu(culture: Culture): Promise<MenuResult> {
    return this.menus.get(culture, async () => unwrap(await this.gateway.get<MenuResult>({ path: MenuGatewayPaths.menuCategories, culture }), MENU_FAILURE));
  }
}
