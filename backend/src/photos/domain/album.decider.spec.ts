import { describe, it } from 'vitest';
import {
  CoverPhotoChosen,
  DogTaggedInPhoto,
  DogUntaggedFromPhoto,
  PhotoAdded,
  PhotoDeleted,
  PhotoHidden,
} from '../../contracts/events/photo.events.js';
import type { GroupKind } from '../../contracts/entry-rules.js';
import { given } from '../../shared/testing/given-when-then.js';
import { albumDecider, type AlbumAccess, type DogFacts } from './album.decider.js';
import { dogTaggingDecider } from './dog-tagging.decider.js';
import { DogTaggingSet } from '../../contracts/events/photo.events.js';

const meetupId = 'm1';
const START = '2026-12-05T10:00:00.000Z';
const END = '2026-12-05T12:00:00.000Z';
const during = new Date('2026-12-05T11:00:00.000Z');
const sizes = {
  thumbKey: 'album/p1/thumb.jpg',
  fullKey: 'album/p1/full.jpg',
  width: 800,
  height: 600,
};

function access(
  userId: string,
  viewer: Partial<AlbumAccess['viewer']> = {},
  { kind = 'public' as GroupKind, status = 'scheduled' as 'scheduled' | 'cancelled' } = {},
): AlbumAccess {
  return {
    meetup: {
      organizerId: 'organizer',
      groupId: 'g1',
      group: { kind, ownerId: 'owner' },
      status,
      startsAt: START,
      endsAt: END,
    },
    viewer: { userId, isMember: true, role: 'member', ...viewer },
  };
}

const added = (photoId = 'p1', uploaderId = 'ann') =>
  PhotoAdded({ meetupId, photoId, groupId: 'g1', uploaderId, sizes });
const add = (who: AlbumAccess, now = during, photoId = 'p1') =>
  ({
    type: 'AddPhoto',
    meetupId,
    photoId,
    sizes,
    access: who,
    now,
    uploaderForgotten: false,
  }) as const;
const rex: DogFacts = { ownerId: 'bob', came: true, taggingAllowed: true };
const tag = (who: AlbumAccess, dog: DogFacts | null = rex) =>
  ({ type: 'TagDog', meetupId, photoId: 'p1', dogId: 'rex', dog, access: who }) as const;
const tagged = DogTaggedInPhoto({
  meetupId,
  photoId: 'p1',
  dogId: 'rex',
  ownerId: 'bob',
  taggedBy: 'ann',
});

describe('the album decider', () => {
  describe('adding a photo', () => {
    it('takes one from someone who went, once the meetup has started', () =>
      given(albumDecider)
        .when(add(access('ann', { went: true })))
        .then([added()]));

    it('refuses someone who did not go', () =>
      given(albumDecider)
        .when(add(access('cid', { went: false })))
        .thenFails('PHOTOS.ATTENDEES_ONLY'));

    it('refuses before the start and long after the end', () => {
      given(albumDecider)
        .when(add(access('ann', { went: true }), new Date('2026-12-05T09:59:00.000Z')))
        .thenFails('PHOTOS.NOT_STARTED');
      given(albumDecider)
        .when(add(access('ann', { went: true }), new Date('2027-01-10T00:00:00.000Z')))
        .thenFails('PHOTOS.CLOSED');
    });

    it("a private group's meetup does not exist for a non-member", () =>
      given(albumDecider)
        .when(add(access('ann', { went: true, isMember: false, role: null }, { kind: 'private' })))
        .thenFails('MEETUPS.NOT_FOUND'));

    it('refuses a cancelled meetup', () =>
      given(albumDecider)
        .when(add(access('ann', { went: true }, { status: 'cancelled' })))
        .thenFails('MEETUPS.CANCELLED'));

    it('refuses once the account is deleted, whatever else holds', () =>
      given(albumDecider)
        .when({ ...add(access('ann', { went: true })), uploaderForgotten: true })
        .thenFails('PHOTOS.ACCOUNT_DELETED'));

    it('withdraws a photo recorded after its uploader was forgotten, by its uploader', () => {
      const withdraw = (uploaderForgotten: boolean) =>
        ({ type: 'WithdrawForgottenPhoto', meetupId, photoId: 'p1', uploaderForgotten }) as const;
      given(albumDecider, [added()])
        .when(withdraw(true))
        .then([PhotoDeleted({ meetupId, photoId: 'p1', deletedBy: 'ann' })]);
      given(albumDecider, [added()]).when(withdraw(false)).then([]);
      given(albumDecider).when(withdraw(true)).then([]);
    });

    it('counts each member’s photos against their limit', () => {
      const many = Array.from({ length: 30 }, (_, i) => added(`p${i}`));
      given(albumDecider, many)
        .when(add(access('ann', { went: true }), during, 'p99'))
        .thenFails('PHOTOS.MEMBER_LIMIT');
      given(albumDecider, [...many, PhotoDeleted({ meetupId, photoId: 'p3', deletedBy: 'ann' })])
        .when(add(access('ann', { went: true }), during, 'p99'))
        .then([added('p99')]);
    });
  });

  describe('deleting', () => {
    const del = (who: AlbumAccess) =>
      ({ type: 'DeletePhoto', meetupId, photoId: 'p1', access: who }) as const;
    it('the uploader deletes their photo', () =>
      given(albumDecider, [added()])
        .when(del(access('ann')))
        .then([PhotoDeleted({ meetupId, photoId: 'p1', deletedBy: 'ann' })]));
    it('an organizer of the group deletes any photo', () =>
      given(albumDecider, [added()])
        .when(del(access('carla', { role: 'co-organizer' })))
        .then([PhotoDeleted({ meetupId, photoId: 'p1', deletedBy: 'carla' })]));
    it('another member may not', () =>
      given(albumDecider, [added()])
        .when(del(access('bob')))
        .thenFails('PHOTOS.DELETE_NOT_ALLOWED'));
    it('a deleted photo is not found', () =>
      given(albumDecider, [added(), PhotoDeleted({ meetupId, photoId: 'p1', deletedBy: 'ann' })])
        .when(del(access('ann')))
        .thenFails('PHOTOS.NOT_FOUND'));
  });

  describe('tagging dogs', () => {
    it('someone who went tags a dog that came', () =>
      given(albumDecider, [added()])
        .when(tag(access('ann', { went: true })))
        .then([tagged]));
    it('tagging twice changes nothing', () =>
      given(albumDecider, [added(), tagged])
        .when(tag(access('ann', { went: true })))
        .then([]));
    it('refuses a dog that did not come, and a dog whose owner turned tagging off', () => {
      given(albumDecider, [added()])
        .when(tag(access('ann', { went: true }), { ...rex, came: false }))
        .thenFails('PHOTOS.DOG_NOT_THERE');
      given(albumDecider, [added()])
        .when(tag(access('ann', { went: true }), { ...rex, taggingAllowed: false }))
        .thenFails('PHOTOS.TAGGING_OFF');
    });
    it('an owner tags their own dog even with tagging off', () =>
      given(albumDecider, [added()])
        .when(tag(access('bob', { went: false }), { ...rex, taggingAllowed: false }))
        .then([
          DogTaggedInPhoto({
            meetupId,
            photoId: 'p1',
            dogId: 'rex',
            ownerId: 'bob',
            taggedBy: 'bob',
          }),
        ]));
    it('refuses someone who did not go', () =>
      given(albumDecider, [added()])
        .when(tag(access('cid')))
        .thenFails('PHOTOS.TAG_ATTENDEES_ONLY'));

    const untag = (who: AlbumAccess) =>
      ({ type: 'UntagDog', meetupId, photoId: 'p1', dogId: 'rex', access: who }) as const;
    const untagged = (by: string) =>
      DogUntaggedFromPhoto({ meetupId, photoId: 'p1', dogId: 'rex', untaggedBy: by });
    it('the owner untags their dog, even where they no longer see the meetup', () =>
      given(albumDecider, [added(), tagged])
        .when(untag(access('bob', { isMember: false, role: null }, { kind: 'private' })))
        .then([untagged('bob')]));
    it('whoever tagged, and organizers, untag; others may not', () => {
      given(albumDecider, [added(), tagged])
        .when(untag(access('ann')))
        .then([untagged('ann')]);
      given(albumDecider, [added('p1', 'dan'), tagged])
        .when(untag(access('organizer')))
        .then([untagged('organizer')]);
      given(albumDecider, [added('p1', 'dan'), tagged])
        .when(untag(access('eve')))
        .thenFails('PHOTOS.UNTAG_NOT_ALLOWED');
    });
  });

  describe('the cover photo', () => {
    const choose = (who: AlbumAccess, photoId: string | null = 'p1') =>
      ({ type: 'ChooseCover', meetupId, photoId, access: who }) as const;
    it('the organizer of a public meetup chooses one', () =>
      given(albumDecider, [added()])
        .when(choose(access('organizer')))
        .then([CoverPhotoChosen({ meetupId, photoId: 'p1', chosenBy: 'organizer' })]));
    it("a private group's meetup has none: its photos are never on a card", () =>
      given(albumDecider, [added()])
        .when(choose(access('organizer', {}, { kind: 'private' })))
        .thenFails('PHOTOS.COVER_NOT_ALLOWED'));
    it('a member may not choose, and a hidden photo cannot be the cover', () => {
      given(albumDecider, [added()])
        .when(choose(access('ann')))
        .thenFails('PHOTOS.COVER_NOT_ALLOWED');
      given(albumDecider, [
        added(),
        PhotoHidden({ meetupId, photoId: 'p1', hiddenBy: 'organizer', reason: 'x' }),
      ])
        .when(choose(access('organizer')))
        .thenFails('PHOTOS.NOT_FOUND');
    });
  });

  describe('hiding', () => {
    const hide = (who: AlbumAccess) =>
      ({ type: 'HidePhoto', meetupId, photoId: 'p1', reason: 'off-topic', access: who }) as const;
    const hidden = (by: string) =>
      PhotoHidden({ meetupId, photoId: 'p1', hiddenBy: by, reason: 'off-topic' });
    it('organizers and administrators hide; a hidden photo is then not found by members', () => {
      given(albumDecider, [added()])
        .when(hide(access('organizer')))
        .then([hidden('organizer')]);
      given(albumDecider, [added()])
        .when(
          hide(
            access('admin', { isAdmin: true, isMember: false, role: null }, { kind: 'private' }),
          ),
        )
        .then([hidden('admin')]);
      given(albumDecider, [added()])
        .when(hide(access('ann')))
        .thenFails('PHOTOS.ORGANIZERS_ONLY');
      given(albumDecider, [added(), hidden('organizer')])
        .when({ type: 'DeletePhoto', meetupId, photoId: 'p1', access: access('ann') })
        .thenFails('PHOTOS.NOT_FOUND');
    });
  });
});

describe('the dog tagging decider', () => {
  it('turns tagging off and on; the same choice again changes nothing', () => {
    given(dogTaggingDecider)
      .when({ type: 'SetDogTagging', userId: 'bob', allowed: false })
      .then([DogTaggingSet({ userId: 'bob', allowed: false })]);
    given(dogTaggingDecider).when({ type: 'SetDogTagging', userId: 'bob', allowed: true }).then([]);
  });
});
