import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Injectable,
  NotFoundException,
  Post,
  UseGuards,
  type CanActivate,
} from '@nestjs/common';
import { z } from 'zod';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { notFound } from '../../shared/errors.js';
import { OperatorsToo, RequireAdmin } from '../../auth/index.js';

const tamperRequest = z.object({
  collection: z.string().min(1).max(100),
  id: z.string().min(1).max(200),
  set: z.record(z.string().min(1).max(100), z.unknown()),
});

/** Checked before authentication, so without BENCH_ROUTES the route is as absent as any unknown one. */
@Injectable()
export class BenchRoutesOnly implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.benchRoutes) throw new NotFoundException();
    return true;
  }
}

/**
 * Test and bench only (BENCH_ROUTES=true, never in production): damages one
 * read-model document so the tests can prove that `verify` notices and that a
 * replay repairs it. Without BENCH_ROUTES the route does not exist (404).
 */
@Controller('api/bench/read-models')
@UseGuards(BenchRoutesOnly, RequireAdmin)
@OperatorsToo()
export class ReadModelTamperController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  @Post('tamper')
  @HttpCode(200)
  async tamper(@Body({ schema: tamperRequest }) body: z.infer<typeof tamperRequest>) {
    const result = await this.store
      .collection(body.collection)
      .updateOne({ _id: body.id }, { $set: body.set });
    if (result.matchedCount === 0) throw notFound('BENCH.NO_DOCUMENT', 'No such document');
    return { tampered: true };
  }
}
