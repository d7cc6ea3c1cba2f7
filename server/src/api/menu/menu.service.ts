import { Injectable } from '@nestjs/common';
import type { MenuResponse } from '../../../../contracts/menu/responses.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { RequestContext } from '../../common/request-context.js';
import { MenuClient } from './menu.client.js';

/** The header menu (S3.18): every page shows the same one per language. */
@Injectable()
export class MenuService {
  private readonly menus = answerCache<MenuResponse>(FRESHNESS.menu, 4);

  constructor(private readonly client: MenuClient) {}

  menu(context: RequestContext): Promise<MenuResponse> {
    return this.menus.get(context.culture, async () => ({ isSuccess: true, ...(await this.client.menu(context.culture)) }));
  }
}
