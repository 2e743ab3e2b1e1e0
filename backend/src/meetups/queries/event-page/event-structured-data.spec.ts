import { describe, expect, it } from 'vitest';
import { eventStructuredData } from './event-structured-data.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

const links = {
  page: 'https://packmeet.example/event/sniffari',
  image: 'https://packmeet.example/og/event/m1.png?v=1',
  origin: 'https://packmeet.example',
};

const meetup = (overrides: Partial<MeetupResponse>) =>
  ({
    id: 'm1',
    title: 'Sniffari',
    description: 'Slow.',
    date: '2026-12-05T18:30:00.000Z',
    endTime: '2026-12-05T20:30:00.000Z',
    city: 'Austin',
    state: 'TX',
    groupId: 'g1',
    groupName: 'Calm Corgis',
    organizer: 'Hana K.',
    status: 'scheduled',
    maxAttendees: 20,
    placesLeft: 20,
    ...overrides,
  }) as MeetupResponse;

describe('an event as search engines read it', () => {
  it('gives someone who may see the place its name, street and ZIP code', () => {
    const data = eventStructuredData(
      meetup({
        location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
        locationDisplay: 'Zilker Park Off-Leash Area',
        locationIsExact: true,
      }),
      links,
    );
    expect(data).toMatchObject({
      location: {
        name: 'Zilker Park Off-Leash Area',
        address: {
          streetAddress: '2100 Barton Springs Rd',
          postalCode: '78746',
          addressLocality: 'Austin',
          addressRegion: 'TX',
          addressCountry: 'US',
        },
      },
      organizer: { url: 'https://packmeet.example/groups/g1' },
      image: [links.image],
    });
  });

  it('gives a visitor the locality and region only', () => {
    const data = eventStructuredData(
      meetup({ location: 'Austin, TX 78746, USA', locationDisplay: null, locationIsExact: false }),
      links,
    ) as { location: { name: string; address: object } };
    expect(data.location.name).toBe('Austin, TX');
    expect(data.location.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      addressCountry: 'US',
    });
  });

  it("names a meetup of no group's organizer, with their trainer page when they are a trainer", () => {
    const alone = { groupId: null, groupName: null, location: 'Austin, TX 78746, USA' };
    expect(
      eventStructuredData(meetup({ ...alone, organizerTrainer: 'hana_k' }), links),
    ).toMatchObject({
      organizer: {
        '@type': 'Person',
        name: 'Hana K.',
        url: 'https://packmeet.example/trainers/hana_k',
      },
    });
    expect(
      (
        eventStructuredData(meetup({ ...alone, organizerTrainer: null }), links) as {
          organizer: object;
        }
      ).organizer,
    ).toEqual({ '@type': 'Person', name: 'Hana K.' });
  });
});
