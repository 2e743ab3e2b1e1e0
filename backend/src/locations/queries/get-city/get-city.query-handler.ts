import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CITIES,
  COMMENTS,
  DOGS,
  GROUPS,
  GROUP_MEMBERS,
  MEETUPS,
  POSTS,
  RSVPS,
} from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { usersById } from '../../../groups/queries/group-access.js';
import { notFound } from '../../../shared/errors.js';
import { summarizeCity } from './city-summary.js';
import { GetCitySummary } from './get-city.query.js';
import type { CitySummary } from '../../../contracts/locations.js';

@QueryHandler(GetCitySummary)
export class GetCitySummaryHandler implements IQueryHandler<GetCitySummary> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ slug, now }: GetCitySummary): Promise<CitySummary> {
    const city = await this.store.collection(CITIES).findOne({ _id: slug });
    if (!city || city.groupCount === 0)
      throw notFound('LOCATIONS.CITY_NOT_FOUND', 'City not found');
    const groupIds = city.groupIds;
    const [groups, members, meetups, posts, comments] = await Promise.all([
      this.store.collection(GROUPS).find({ _id: { $in: groupIds } }),
      this.store.collection(GROUP_MEMBERS).find({ groupId: { $in: groupIds } }),
      this.store.collection(MEETUPS).find({ groupId: { $in: groupIds } }),
      this.store.collection(POSTS).find({ groupId: { $in: groupIds } }),
      this.store.collection(COMMENTS).find({ groupId: { $in: groupIds } }),
    ]);
    const memberIds = [...new Set(members.map((member) => member.userId))];
    const [dogs, rsvps, people] = await Promise.all([
      this.store.collection(DOGS).find({ ownerId: { $in: memberIds } }),
      this.store.collection(RSVPS).find({ meetupId: { $in: meetups.map((meetup) => meetup._id) } }),
      usersById(this.store, [
        ...memberIds,
        ...meetups.map((meetup) => meetup.organizerId),
        ...posts.map((post) => post.authorId),
      ]),
    ]);
    return summarizeCity(
      {
        city: city.city,
        state: city.state,
        groups,
        members,
        dogs,
        meetups,
        rsvps,
        posts,
        comments,
        people,
      },
      now,
    );
  }
}
