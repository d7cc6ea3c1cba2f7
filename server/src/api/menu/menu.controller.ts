import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MenuResponse } from '../../../../contracts/menu/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { MenuClient } from './menu.client.js';

@ApiTags('menu')
@Controller('api')
export class MenuController {
  constructor(private readonly client: MenuClient) {}

  @Get('menu')
  @ApiOperation({ summary: 'Header menu categories with Menu LeftColumn and Mobile Menu (S3.18)' })
  async menu(@Ctx() context: RequestContext): Promise<MenuResponse> {
    return { isSuccess: true, ...(await this.client.menu(context.culture)) };
  }
}
