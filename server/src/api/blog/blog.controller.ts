import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BlogPostsResponse } from '../../../../contracts/blog/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { BlogClient } from './blog.client.js';
import { BlogPostsDto } from './dto/blog-posts.dto.js';

@ApiTags('blog')
@Controller('api')
export class BlogController {
  constructor(private readonly client: BlogClient) {}

  @Post('blog-posts') @HttpCode(200)
  @ApiOperation({ summary: 'Blog posts by key, e.g. SearchSuggestionsTr / SearchSuggestionsEn for the search overlay (S7.04)' })
  async posts(@Ctx() context: RequestContext, @Body() payload: BlogPostsDto): Promise<BlogPostsResponse> {
    return { isSuccess: true, ...(await this.client.byKeys(context.culture, payload.blogKeys)) };
  }
}
