import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { BenchController } from '../src/operations/bench/bench.http.controller.js';

/** The baseline for the middleware benchmark: Nest on Fastify with the same two routes and nothing else. */
@Module({ controllers: [BenchController] })
class BareModule {}

const app = await NestFactory.create<NestFastifyApplication>(BareModule, new FastifyAdapter(), {
  logger: false,
});
await app.listen(0, '127.0.0.1');
console.log(`bare Nest listening on http://localhost:${new URL(await app.getUrl()).port}`);
