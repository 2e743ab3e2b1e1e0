import { Controller, Get } from '@nestjs/common';
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
}
