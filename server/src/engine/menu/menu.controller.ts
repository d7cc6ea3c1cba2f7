import { Get } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { MenuResult } from '../../../../contracts/gateway/menu.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { MenuRepository } from './menu.repository.js';

/** Engine header menu (menu categories of spec §3). */
@EngineController('core/api/menu')
export class EngineMenuController {
  constructor(private readonly menu: MenuRepository) {}

  @Get('menu-categories')
  async menuCategories(@EngineCulture() culture: Culture): Promise<MenuResult> {
    return { menuCategories: await this.menu.tree(culture) };
  }
}
