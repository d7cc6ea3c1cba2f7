import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';

/** A route of the running app, as Nest's route metadata declares it. */
export interface RouterRoute {
  method: string;
  /** The full path, with its parameters as `:name`. */
  path: string;
  /** Properties the route's DTOs validate. */
  fields: string[];
}

const HTTP_METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'GET', [RequestMethod.POST]: 'POST', [RequestMethod.PUT]: 'PUT', [RequestMethod.DELETE]: 'DELETE',
  [RequestMethod.PATCH]: 'PATCH', [RequestMethod.OPTIONS]: 'OPTIONS', [RequestMethod.HEAD]: 'HEAD',
};

const joinPath = (...parts: string[]) => `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

/**
 * The routes of every controller in the running app whose path starts with one of `prefixes`,
 * read from Nest's route metadata: a new route is covered without editing a list in a test.
 */
export function routerRoutes(app: INestApplication, prefixes: string[] = ['/api/']): RouterRoute[] {
  const storage = getMetadataStorage();
  const routes: RouterRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const controllerPaths = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined ?? ''].flat();
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = HTTP_METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] ?? 'POST';
        const parameterTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[];
        const fields = [...new Set(parameterTypes.flatMap((type) => (typeof type === 'function'
          ? storage.getTargetValidationMetadatas(type, '', true, false).map((rule) => rule.propertyName) : [])))];
        for (const prefix of controllerPaths) for (const path of [paths].flat()) {
          const full = joinPath(prefix, path);
          if (prefixes.some((wanted) => full.startsWith(wanted))) routes.push({ method, path: full, fields });
        }
      }
    }
  }
  return routes;
}
