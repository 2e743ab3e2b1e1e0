import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { ClientRecordResponse, MeetupClientsResponse } from '../../../contracts/trainers.js';
import { GetMeetupClients, ListClients } from './list-clients.query.js';

@Controller('api/trainer')
@UseGuards(RequireUser)
export class ListClientsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The caller's client records (trainers only). */
  @Get('clients')
  list(@CurrentUser() user: AuthenticatedUser): Promise<ClientRecordResponse[]> {
    return this.queryBus.execute(new ListClients(user.id));
  }

  /** The clients the caller named on their meetup. */
  @Get('meetups/:id/clients')
  meetupClients(
    @Param('id') meetupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MeetupClientsResponse> {
    return this.queryBus.execute(new GetMeetupClients(user.id, meetupId));
  }
}
