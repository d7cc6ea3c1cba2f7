import { Body, HttpCode, Post } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import type { BlogPostsRequest, BlogPostsResult } from '../../../../contracts/gateway/blog.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { BlogRepository } from './blog.repository.js';

class BlogPostsRequestDto implements BlogPostsRequest {
  @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) blogKeys: string[];
}

/** Engine blog service (spec §7 Blog: posts). */
@EngineController('blog/api/blog')
export class EngineBlogController {
  constructor(private readonly blog: BlogRepository) {}

  @Post('posts') @HttpCode(200)
  async posts(@Body() body: BlogPostsRequestDto): Promise<BlogPostsResult> {
    return { blogPosts: await this.blog.byKeys(body.blogKeys) };
  }
}
