// Baseline (b): Nest on Express with one controller and Nest's defaults (its JSON body parser
// included, as any Nest app has) and nothing of Vitrin's: no logger, cookies, validation, filters,
// gateway hop or database. The gap to the real route is what Vitrin itself costs.
// Plain JS: Nest 12 is ESM-only and its decorators are ordinary functions, so Reflect.decorate
// applies them without a TypeScript step.
import 'reflect-metadata';
import { Controller, Get, Header, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { announcePort, loadFixture } from './fixture.mjs';

const routes = loadFixture(process.argv[2]);

class BaselineController {}
routes.forEach((route, index) => {
  const name = `route${index}`;
  // A string, not the Buffer: Nest would JSON-encode a Buffer, while res.send(string) keeps the bytes.
  const text = route.body.toString('utf8');
  Object.defineProperty(BaselineController.prototype, name, { value() { return text; }, writable: true, configurable: true });
  const mapping = route.method === 'GET' ? Get(route.path) : Post(route.path);
  const descriptor = Reflect.decorate([mapping, Header('Content-Type', route.contentType), HttpCode(route.status)],
    BaselineController.prototype, name, Object.getOwnPropertyDescriptor(BaselineController.prototype, name));
  Object.defineProperty(BaselineController.prototype, name, descriptor);
});
Reflect.decorate([Controller()], BaselineController);

class BaselineModule {}
Reflect.decorate([Module({ controllers: [BaselineController] })], BaselineModule);

const app = await NestFactory.create(BaselineModule, { logger: false });
await app.listen(0, '127.0.0.1');
announcePort(app.getHttpServer().address().port);
