import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { MenuGatewayPaths, type MenuResult } from '../../../../contracts/gateway/menu.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const MENU_FAILURE = 'Failed to load the menu';

/** The only code that calls the gateway for the header menu. */
@Injectable()
export class MenuClient {
  constructor(private readonly gateway: GatewayClient) {}

  async menu(culture: Culture): Promise<MenuResult> {
    return unwrap(await this.gateway.get<MenuResult>({ path: MenuGatewayPaths.menuCategories, culture }), MENU_FAILURE);
  }
}
