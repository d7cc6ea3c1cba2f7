import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type {
  BlogCategoriesResult, BlogCategoryTreeRequest, BlogCategoryTreeResult, BlogPostSearchRequest, BlogPostSearchResult,
  BlogPostsRequest, BlogPostsResult, BlogTagsResult,
} from '../../../../contracts/gateway/blog.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { BlogRepository } from './blog.repository.js';
import { BlogService } from './blog.service.js';

class BlogPostsRequestDto implements BlogPostsRequest {
  @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) blogKeys: string[];
}

class BlogPostSearchRequestDto implements BlogPostSearchRequest {
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsInt({ each: true }) @Min(1, { each: true }) @Max(1_000_000_000, { each: true }) categoryIds?: number[];
  @IsOptional() @IsString() @MaxLength(100) categoryKey?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsInt({ each: true }) @Min(1, { each: true }) @Max(1_000_000_000, { each: true }) tagIds?: number[];
  @IsOptional() @IsString() @MaxLength(200) searchText?: string;
  @IsOptional() @IsString() @MaxLength(500) @Matches(/^\//, { message: 'routePath must start with /' }) routePath?: string;
  @IsOptional() @IsInt() @Min(1) @Max(100_000) currentPage?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) pageSize?: number;
}

class HierarchyQuery { @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000_000) categoryId: number; }

class BlogCategoryTreeRequestDto implements BlogCategoryTreeRequest {
  @IsOptional() @IsString() @MaxLength(100) rootKey?: string;
}

/** Engine blog service (spec §7 Blog: posts, tags, categories, hierarchy, tree). */
@EngineController('blog/api/blog')
export class EngineBlogController {
  constructor(private readonly blog: BlogRepository, private readonly service: BlogService) {}

  @Post('posts') @HttpCode(200)
  async posts(@Body() body: BlogPostsRequestDto): Promise<BlogPostsResult> {
    return { blogPosts: await this.blog.byKeys(body.blogKeys) };
  }

  @Post('search') @HttpCode(200)
  search(@EngineCulture() culture: Culture, @Body() body: BlogPostSearchRequestDto): Promise<BlogPostSearchResult> {
    return this.service.search(culture, body);
  }

  @Get('tags')
  async tags(@EngineCulture() culture: Culture): Promise<BlogTagsResult> {
    return { blogTags: await this.service.tags(culture) };
  }

  @Get('categories')
  async categories(@EngineCulture() culture: Culture): Promise<BlogCategoriesResult> {
    return { blogCategories: await this.service.categories(culture) };
  }

  @Get('category-hierarchy')
  async hierarchy(@EngineCulture() culture: Culture, @Query() query: HierarchyQuery): Promise<BlogCategoriesResult> {
    return { blogCategories: await this.service.hierarchy(culture, query.categoryId) };
  }

  @Post('category-tree') @HttpCode(200)
  async tree(@EngineCulture() culture: Culture, @Body() body: BlogCategoryTreeRequestDto): Promise<BlogCategoryTreeResult> {
    return { blogCategories: await this.service.tree(culture, body.rootKey) };
  }
}
