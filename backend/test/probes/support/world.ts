import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../../src/event-store/event-store.port.js';
import { registerUser } from '../../support/accounts.js';
import { registerAdmin } from '../../support/admin.js';
import { addDog } from '../../support/dogs.js';
import { createGroup, joinGroup, joinThroughRequest } from '../../support/groups.js';
import type { HttpClient, HttpResponse } from '../../support/http-client.js';
import { png } from '../../support/images.js';
import { scheduleMeetup } from '../../support/meetups.js';
import { putFile, requestUpload, uploadPhoto, userIdOf } from '../../support/objects.js';

export const ROLES = [
  'anonymous',
  'outsider',
  'formerMember',
  'member',
  'organizer',
  'owner',
  'otherOwner',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

export interface Actor {
  id: string;
  token: string;
  email: string;
  password: string;
}

/** One group with its meetup, a post with a comment: public or private. */
export interface Scope {
  groupId: string;
  meetupId: string;
  meetupSlug: string;
  postId: string;
}

/**
 * What the matrix runs against, built through the HTTP API only. `owner`
 * created both groups, wrote their posts, owns a dog and a photo; `organizer`
 * (a member) scheduled the meetups; `member` joined both groups, commented and
 * is going to both meetups; `formerMember` joined both groups, went to their
 * meetups, liked their posts and left; `outsider`, `otherOwner` (with a group and a dog
 * of their own) and `admin` belong to neither group.
 */
export interface World {
  http: HttpClient;
  users: Record<SignedInRole, Actor>;
  public: Scope;
  private: Scope;
  /** Strings only the private group's members may ever be shown. */
  secrets: string[];
  citySlug: string;
  ownerDogId: string;
  /** The owner's dogs' special needs: for the owner's eyes only on the dog routes. */
  ownerDogSecret: string;
  ownerPhoto: string;
  /** The member's calendar feed, `/api/calendar/<token>.ics`. */
  memberFeed: string;
  /** Fresh resources, for the cells that change or consume what they touch. */
  fresh: {
    group(isPrivate: boolean): Promise<string>;
    meetup(scope: 'public' | 'private'): Promise<string>;
    post(scope: 'public' | 'private'): Promise<string>;
    dog(): Promise<string>;
    /** An upload URL of the owner's, its bytes not sent yet. */
    uploadUrl(): Promise<string>;
    /** An upload URL of the owner's with a PNG already PUT there, ready to finalize. */
    uploadedUrl(): Promise<string>;
  };
}

async function actor(http: HttpClient, overrides: Record<string, unknown> = {}): Promise<Actor> {
  const user = await registerUser(http, overrides);
  return { ...user, id: await userIdOf(http, user.token) };
}

const expectOk = async <T>(response: Promise<HttpResponse<T>>): Promise<T> => {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`fixture request failed: ${answer.text}`);
  return answer.body;
};

export async function buildWorld(http: HttpClient, events: EventStore): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  // Unlikely words, so finding one in an answer can only mean the private content leaked.
  const secret = {
    groupName: `Quiet Quokka Hounds ${tag}`,
    meetupTitle: `Moonlit Marmoset Sniffari ${tag}`,
    venue: `Hidden Hollow Meadow ${tag}`,
    street: `4917 Zanzibar Lane ${tag}`,
    post: `whispered pupdate ${tag}`,
    comment: `confidential biscuit count ${tag}`,
  };
  const [outsider, formerMember, member, organizer, owner, otherOwner] = await Promise.all([
    actor(http, { firstName: 'Olive' }),
    actor(http, { firstName: 'Fern' }),
    actor(http, { firstName: 'Milo' }),
    actor(http, { firstName: 'Oren' }),
    actor(http, { firstName: 'Wren' }),
    actor(http, { firstName: 'Otto' }),
  ]);
  const admin: Actor = await registerAdmin(http, events);
  const users = { outsider, formerMember, member, organizer, owner, otherOwner, admin };

  const group = async (isPrivate: boolean, name: string) => {
    const { id } = await createGroup(http, owner.token, { isPrivate, name });
    await joinThroughRequest(http, owner.token, member.token, id);
    await joinThroughRequest(http, owner.token, organizer.token, id);
    return id;
  };
  const publicGroup = await group(false, `Sunny Spaniels ${tag}`);
  const privateGroup = await group(true, secret.groupName);
  const groupOf = (scope: 'public' | 'private') =>
    scope === 'public' ? publicGroup : privateGroup;
  const meetupIn = (scope: 'public' | 'private') =>
    scheduleMeetup(
      http,
      organizer.token,
      groupOf(scope),
      scope === 'private'
        ? {
            title: secret.meetupTitle,
            location: `${secret.street}, Austin, TX 78701, USA`,
            locationDisplay: secret.venue,
          }
        : { title: `Sunny Stroll ${tag}` },
    );
  const postIn = async (scope: 'public' | 'private') => {
    const content = scope === 'private' ? secret.post : `hello pack ${tag}`;
    const post = await expectOk(
      http.post<{ id: string }>(`/api/groups/${groupOf(scope)}/posts`, { content }, owner.token),
    );
    return post.id;
  };
  const scope = async (which: 'public' | 'private'): Promise<Scope> => {
    const meetup = await meetupIn(which);
    const postId = await postIn(which);
    const comment = which === 'private' ? secret.comment : `nice ${tag}`;
    await expectOk(http.post(`/api/posts/${postId}/comments`, { content: comment }, member.token));
    await expectOk(http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, member.token));
    return { groupId: groupOf(which), meetupId: meetup.id, meetupSlug: meetup.slug, postId };
  };
  const publicScope = await scope('public');
  const privateScope = await scope('private');
  for (const { groupId, meetupId, postId } of [publicScope, privateScope]) {
    await joinThroughRequest(http, owner.token, formerMember.token, groupId);
    await expectOk(
      http.post(`/api/meetups/${meetupId}/rsvp`, { status: 'going' }, formerMember.token),
    );
    await expectOk(http.post(`/api/posts/${postId}/like`, undefined, formerMember.token));
    await expectOk(http.post(`/api/groups/${groupId}/leave`, undefined, formerMember.token));
  }

  await createGroup(http, otherOwner.token, { name: `Otto's Otterhounds ${tag}` });
  await addDog(http, otherOwner.token, { name: `Rival ${tag}` });
  const ownerDogSecret = `needs ${tag} drops in each ear`;
  const ownerDog = await addDog(http, owner.token, {
    name: `Biscuit ${tag}`,
    specialNeeds: ownerDogSecret,
  });
  const photo = await png();
  const feed = await expectOk(http.get<{ url: string }>('/api/calendar/feed-url', member.token));

  return {
    http,
    users,
    public: publicScope,
    private: privateScope,
    secrets: Object.values(secret),
    citySlug: 'austin-tx',
    ownerDogId: ownerDog.id,
    ownerDogSecret,
    ownerPhoto: await uploadPhoto(http, owner.token, photo, 'image/png'),
    memberFeed: new URL(feed.url).pathname,
    fresh: {
      group: (isPrivate) =>
        group(isPrivate, isPrivate ? `${secret.groupName} again` : `Sunny ${randomUUID()}`),
      meetup: async (which) => (await meetupIn(which)).id,
      post: postIn,
      dog: async () => (await addDog(http, owner.token, { specialNeeds: ownerDogSecret })).id,
      uploadUrl: async () => (await requestUpload(http, owner.token)).uploadURL,
      uploadedUrl: async () => {
        const { uploadURL } = await requestUpload(http, owner.token);
        const put = await putFile(http, uploadURL, photo, 'image/png');
        if (put.status !== 200) throw new Error(`upload PUT failed: ${await put.text()}`);
        return uploadURL;
      },
    },
  };
}
