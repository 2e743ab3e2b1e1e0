import { Controller, Get, Header, Inject, Param, UseGuards } from '@nestjs/common';
import { MEETUPS, RSVPS, USERS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { OptionalUser, RequireUser } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { notFound } from '../../../shared/errors.js';
import { MeetupReader } from '../meetup-reader.js';
import { CalendarFeedToken } from './calendar-feed-token.js';
import { toICalendar } from './ics.js';
import type { CalendarFeedUrlResponse } from '../../../contracts/meetups.js';

/**
 * .ics downloads: one meetup, and each person's feed of the meetups they are
 * going to. Both show only what the person may see now (group-access.ts):
 * someone who left or was removed from a private group stops getting its
 * meetups at the next refresh. Links are absolute from PUBLIC_URL, never the
 * request's Host header.
 */
@Controller('api')
export class CalendarController {
  private readonly feedTokens: CalendarFeedToken;
  private readonly origin: string;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.feedTokens = new CalendarFeedToken(config.jwt.secret);
    this.origin = config.publicUrl;
  }

  /** Visitors get the general area only, as on the event page. */
  @Get('meetups/:id/calendar.ics')
  @UseGuards(OptionalUser)
  @Header('content-type', 'text/calendar; charset=utf-8')
  async meetup(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ) {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer ?? null);
    return toICalendar(
      await this.meetups.present([meetup], viewer ?? null),
      this.origin,
      meetup.title,
    );
  }

  @Get('calendar/feed-url')
  @UseGuards(RequireUser)
  @Header('cache-control', 'no-store')
  async feedUrl(@CurrentUser() user: AuthenticatedUser): Promise<CalendarFeedUrlResponse> {
    const version = (await this.feedVersionOf(user.id)) ?? 0;
    return { url: `${this.origin}/api/calendar/${this.feedTokens.issue(user.id, version)}.ics` };
  }

  /** The version feed URLs are signed with now; null for a deleted or forgotten member, or no one. */
  private async feedVersionOf(userId: string): Promise<number | null> {
    const user = await this.store
      .collection(USERS)
      .findOne({ _id: userId }, { projection: { calendarFeedVersion: 1, forgottenAt: 1 } });
    if (!user || user.forgottenAt !== undefined) return null;
    return user.calendarFeedVersion ?? 0;
  }

  @Get('calendar/:token.ics')
  @Header('content-type', 'text/calendar; charset=utf-8')
  @Header('cache-control', 'private, max-age=300')
  async feed(@Param('token') token: string) {
    // One answer for every ended URL (never issued, older version, deleted account): nothing to tell apart.
    const userId = this.feedTokens.userIdOf(token);
    const version = userId === null ? null : await this.feedVersionOf(userId);
    if (userId === null || version === null || !this.feedTokens.verify(token, userId, version))
      throw notFound('CALENDAR.NOT_FOUND', 'Calendar feed not found');
    const going = await this.store.collection(RSVPS).find({ userId, status: 'going' });
    const meetups = going.length
      ? await this.store
          .collection(MEETUPS)
          .find({ _id: { $in: going.map((rsvp) => rsvp.meetupId) } }, { sort: { startsAt: 1 } })
      : [];
    const viewer = { id: userId, isAdmin: false };
    const visible = await this.meetups.visibleTo(meetups, viewer);
    return toICalendar(
      await this.meetups.present(visible, viewer),
      this.origin,
      'My PackMeet meetups',
    );
  }
}
