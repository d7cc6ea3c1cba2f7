import { Module } from '@nestjs/common';
import { BlogClient } from './blog.client.js';
import { BlogController } from './blog.controller.js';

@Module({ controllers: [BlogController], providers: [BlogClient] })
export class BlogModule {}
