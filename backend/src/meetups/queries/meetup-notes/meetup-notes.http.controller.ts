import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { MeetupNote, MeetupNotesResponse } from '../../../contracts/meetup-day.js';
import { GetMeetupNotes, GetMyNote } from './my-note.query.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class MeetupNotesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The organizers' summary: notes and dogs that played well (no ratings, nothing public). */
  @Get(':id/notes')
  notes(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<MeetupNotesResponse> {
    return this.queryBus.execute(new GetMeetupNotes(meetupId, viewer));
  }

  /** The caller's own note (null: none yet). */
  @Get(':id/note')
  mine(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<MeetupNote | null> {
    return this.queryBus.execute(new GetMyNote(meetupId, viewer));
  }
}
