import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { vi } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** One route as Fastify registered it: `GET /api/groups/:id`. */
export type RouteKey = `${string} ${string}`;

export interface ProbedApp extends Omit<TestApp, 'routes'> {
  /**
   * Every route the server registered (HEAD twins of GET routes left out),
   * the web app's files included: this hook is in place before createApp
   * mounts them, unlike TestApp's.
   */
  routes: RouteKey[];
  /** Routes fastify-static made, one per file of the built web app. */
  fileRoutes: RouteKey[];
  /** Every socket.io message a gateway handles (`@SubscribeMessage`). */
  socketEvents: string[];
}

// @nestjs/websockets' metadata keys (constants.js there; not exported from its index).
const GATEWAY_METADATA = 'websockets:is_gateway';
const MESSAGE_MAPPING_METADATA = 'websockets:message_mapping';
const MESSAGE_METADATA = 'message';

/**
 * The real application (startTestApp), with the routes read from the running
 * server: an onRoute hook is added to Fastify right after Nest creates it, so
 * it sees every route Nest and the plugins register while the app starts.
 */
export async function startProbedApp(): Promise<ProbedApp> {
  const registered: { method: string; url: string }[] = [];
  const create = NestFactory.create.bind(NestFactory);
  let nest: NestFastifyApplication | undefined;
  const spy = vi.spyOn(NestFactory, 'create').mockImplementation((async (
    ...args: Parameters<typeof NestFactory.create>
  ) => {
    const app = (await create(...args)) as NestFastifyApplication;
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      });
    nest = app;
    return app;
  }) as typeof NestFactory.create);
  let app: TestApp;
  try {
    app = await startTestApp();
  } finally {
    spy.mockRestore();
  }
  if (!nest) throw new Error('NestFactory.create was not called');

  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  const keys = [
    ...new Set(
      registered
        .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
        .map((r): RouteKey => `${r.method} ${r.url}`),
    ),
  ];
  const isFile = (key: RouteKey) => {
    const path = join(app.config.frontendDist, key.slice(key.indexOf(' ') + 1));
    return existsSync(path) && statSync(path).isFile();
  };
  return {
    ...app,
    routes: keys.filter((key) => !isFile(key)),
    fileRoutes: keys.filter(isFile),
    socketEvents: socketEventsOf(nest),
  };
}

/** The messages every gateway provider of the running app subscribes to. */
function socketEventsOf(app: NestFastifyApplication): string[] {
  const events = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (typeof type !== 'function' || !Reflect.getMetadata(GATEWAY_METADATA, type)) continue;
      const prototype = type.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        if (!Reflect.getMetadata(MESSAGE_MAPPING_METADATA, handler)) continue;
        events.add(String(Reflect.getMetadata(MESSAGE_METADATA, handler)));
      }
    }
  }
  return [...events].sort();
}
