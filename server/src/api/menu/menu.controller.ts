import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MenuResponse } from '../../../../contracts/menu/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { MenuService } from './menu.service.js';

@ApiTags('menu')
@Controller('api')
export class MenuController {
  constructor(private readonly service: MenuService) {}

  @Get('menu')
  @ApiOperation({ summary: 'Header menu categories with Menu LeftColumn and Mobile Menu (S3.18)' })
  menu(@Ctx() context: RequestContext): Promise<MenuResponse> { return this.service.menu(context); }
}
