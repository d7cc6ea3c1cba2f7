import { Module } from '@nestjs/common';
import { BlogClient } from './blog.client.js';
import { BlogController } from './blog.controller.js';
import { BlogService } from './blog.service.js';

@Module({ controllers: [BlogController], providers: [BlogClient, BlogService], exports: [BlogService] })
export class BlogModule {}
