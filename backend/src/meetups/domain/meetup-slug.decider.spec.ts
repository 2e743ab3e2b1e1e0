import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { meetupSlugDecider } from './meetup-slug.decider.js';
import {
  MeetupSlugReleased,
  MeetupSlugReserved,
} from '../../contracts/events/meetup-slug.events.js';

const slug = 'saturday-sniffari';
const reserved = (meetupId: string) => MeetupSlugReserved({ slug, meetupId });
const released = (meetupId: string) =>
  MeetupSlugReleased({ slug, meetupId, reason: 'meetup not scheduled' });

describe('meetup slug decider', () => {
  it('gives a slug to one meetup at a time', () => {
    given(meetupSlugDecider)
      .when({ type: 'ReserveSlug', slug, meetupId: 'm1' })
      .then([reserved('m1')]);
    given(meetupSlugDecider, [reserved('m1')])
      .when({ type: 'ReserveSlug', slug, meetupId: 'm2' })
      .thenFails('MEETUPS.SLUG_TAKEN');
    given(meetupSlugDecider, [reserved('m1')])
      .when({ type: 'ReserveSlug', slug, meetupId: 'm1' })
      .then([]);
  });

  it('frees the slug of a meetup that was never scheduled, for the next one', () => {
    const release = { type: 'ReleaseSlug', slug, meetupId: 'm1', reason: 'meetup not scheduled' };
    given(meetupSlugDecider, [reserved('m1')])
      .when({ ...release, type: 'ReleaseSlug' })
      .then([released('m1')]);
    given(meetupSlugDecider, [reserved('m2')])
      .when({ ...release, type: 'ReleaseSlug' })
      .then([]);
    given(meetupSlugDecider, [reserved('m1'), released('m1')])
      .when({ type: 'ReserveSlug', slug, meetupId: 'm2' })
      .then([reserved('m2')]);
  });
});
