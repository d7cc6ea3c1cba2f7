import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  BlogCategoriesResponse, BlogListResponse, BlogPostResponse, BlogPostsResponse, BlogTagsResponse, CorporatePagesResponse,
} from '../../../../contracts/blog/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { BlogService } from './blog.service.js';
import { BlogListQueryDto, BlogPostQueryDto } from './dto/blog-list.dto.js';
import { BlogPostsDto } from './dto/blog-posts.dto.js';

@ApiTags('blog')
@Controller('api')
export class BlogController {
  constructor(private readonly service: BlogService) {}

  @Post('blog-posts') @HttpCode(200)
  @ApiOperation({ summary: 'Blog posts by key, e.g. SearchSuggestionsTr / SearchSuggestionsEn for the search overlay (S7.04)' })
  posts(@Ctx() context: RequestContext, @Body() payload: BlogPostsDto): Promise<BlogPostsResponse> { return this.service.posts(context, payload); }

  @Get('blog/list')
  @ApiOperation({ summary: 'A page of blog posts, by category, tag or search text (blog list, category and search pages)' })
  list(@Ctx() context: RequestContext, @Query() query: BlogListQueryDto): Promise<BlogListResponse> { return this.service.list(context, query); }

  @Get('blog/categories')
  @ApiOperation({ summary: 'The blog categories as a tree, by order' })
  categories(@Ctx() context: RequestContext): Promise<BlogCategoriesResponse> { return this.service.categories(context); }

  @Get('blog/tags')
  @ApiOperation({ summary: 'The blog tags' })
  tags(@Ctx() context: RequestContext): Promise<BlogTagsResponse> { return this.service.tags(context); }

  @Get('blog/post')
  @ApiOperation({ summary: 'A blog post by slug, with its category hierarchy and tags; 404 when unknown' })
  post(@Ctx() context: RequestContext, @Query() query: BlogPostQueryDto): Promise<BlogPostResponse> { return this.service.post(context, 'blog', query.slug); }

  @Get('corporate-pages')
  @ApiOperation({ summary: 'The corporate pages (legal texts, about us)' })
  corporatePages(@Ctx() context: RequestContext): Promise<CorporatePagesResponse> { return this.service.corporatePages(context); }

  @Get('corporate-page')
  @ApiOperation({ summary: 'A corporate page by slug; 404 when unknown' })
  corporatePage(@Ctx() context: RequestContext, @Query() query: BlogPostQueryDto): Promise<BlogPostResponse> { return this.service.post(context, 'corporate', query.slug); }
}
