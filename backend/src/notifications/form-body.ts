import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a
 * form. Fastify refuses form bodies it has no parser for (415), so they are
 * accepted here, read as plain text: no route reads a form's fields.
 */
@Injectable()
export class FormBodyParser implements OnModuleInit {
  constructor(@Inject(HttpAdapterHost) private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    fastify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_024 },
      (_request, body, done) => done(null, body),
    );
  }
}
