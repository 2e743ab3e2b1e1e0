import { Controller, Get, Header, Param, ParseIntPipe, Post } from '@nestjs/common';
import { cannedResponse } from './canned-response.js';

/** Only mounted with BENCH_ROUTES=true: fixed routes that `npm run bench` measures. */
@Controller('api/bench')
export class BenchController {
  @Get('empty')
  empty(): string {
    return '';
  }

  @Get('canned')
  canned() {
    return cannedResponse;
  }

  /**
   * A fixed JSON body of `size` bytes, already encoded: what a response of
   * that size costs to send, with no work behind it.
   */
  @Get('canned-bytes/:size')
  @Header('content-type', 'application/json; charset=utf-8')
  cannedBytes(@Param('size', ParseIntPipe) size: number): Buffer {
    return cannedBytes(Math.min(Math.max(size, 16), 1_000_000));
  }

  /**
   * Memory held by live objects: after a full collection when the process
   * runs with --expose-gc. The soak tells a leak from RSS that the allocator
   * and V8 keep after a peak by this, not by RSS alone.
   */
  @Post('memory')
  memory(): NodeJS.MemoryUsage & { collected: boolean } {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    return { ...process.memoryUsage(), collected: gc !== undefined };
  }
}

const cannedBodies = new Map<number, Buffer>();

function cannedBytes(size: number): Buffer {
  let body = cannedBodies.get(size);
  if (!body) {
    body = Buffer.from(JSON.stringify({ padding: 'x'.repeat(size - 15) }));
    cannedBodies.set(size, body);
  }
  return body;
}
