import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { AttendanceRecordResponse } from '../../../contracts/meetup-day.js';
import { GetAttendanceRecord } from './attendance-record.query.js';

@Controller('api/users')
@UseGuards(RequireUser)
export class AttendanceRecordController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/attendance')
  record(
    @Param('id') userId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<AttendanceRecordResponse> {
    return this.queryBus.execute(new GetAttendanceRecord(userId, viewer));
  }
}
