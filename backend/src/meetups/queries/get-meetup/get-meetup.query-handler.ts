import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MeetupReader } from '../meetup-reader.js';
import { GetMeetup } from './get-meetup.query.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

@QueryHandler(GetMeetup)
export class GetMeetupHandler implements IQueryHandler<GetMeetup> {
  constructor(@Inject(MeetupReader) private readonly meetups: MeetupReader) {}

  async execute({ by, viewer }: GetMeetup): Promise<MeetupResponse> {
    const meetup = await this.meetups.find(by, viewer);
    const [presented] = await this.meetups.present([meetup], viewer);
    return presented!;
  }
}
