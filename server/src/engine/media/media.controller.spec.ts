import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { AppConfig } from '../../config/app-config.js';
import { ConfigModule } from '../../config/config.module.js';
import { MediaModule } from './media.module.js';

describe('MediaController (GET /media/*)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.register({ dataDir: ':memory:' } as AppConfig), MediaModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(async () => { await app?.close(); });

  it('answers an SVG that may be cached for a year, with an ETag', async () => {
    const response = await request(app.getHttpServer()).get('/media/products/12-1.svg').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body.toString()).toMatch(/^<svg /);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await request(app.getHttpServer()).get('/media/banners/hero-desktop.svg').expect(200);
    await request(app.getHttpServer()).get('/media/banners/hero-desktop.svg').set('If-None-Match', first.headers.etag).expect(304);
  });

  it.each(['/media/products/abc.svg', '/media/..%2f..%2fetc%2fpasswd', '/media/products/1-1.svg%00', '/media/categories/999.svg'])(
    '404s %s with "Image not found"', async (path) => {
      const response = await request(app.getHttpServer()).get(path).expect(404);
      expect(response.body.message).toBe('Image not found');
    });
});
