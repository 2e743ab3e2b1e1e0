import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../../src/event-store/event-store.port.js';
import { registerUser } from '../../support/accounts.js';
import { registerAdmin } from '../../support/admin.js';
import { addDog } from '../../support/dogs.js';
import { createGroup, joinThroughRequest } from '../../support/groups.js';
import type { HttpClient, HttpResponse } from '../../support/http-client.js';
import { png } from '../../support/images.js';
import { scheduleMeetup } from '../../support/meetups.js';
import { putFile, requestUpload, uploadPhoto, userIdOf } from '../../support/objects.js';
import { scheduleSeries } from '../../support/series.js';

export const ROLES = [
  'anonymous',
  'outsider',
  'requester',
  'formerMember',
  'member',
  'organizer',
  'owner',
  'otherOwner',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/** The three kinds of group the world holds one of each (docs/groups.md). */
export const SCOPES = ['public', 'private', 'inviteOnly'] as const;
export type ScopeName = (typeof SCOPES)[number];
const KIND: Record<ScopeName, string> = {
  public: 'public',
  private: 'private',
  inviteOnly: 'invite-only',
};

export interface Actor {
  id: string;
  username: string;
  token: string;
  email: string;
  password: string;
}

/** One group with its meetup, a post with a comment, an open invite link and a revoked one. */
export interface Scope {
  groupId: string;
  meetupId: string;
  meetupSlug: string;
  postId: string;
  /** The member's post in the meetup's discussion. */
  discussionPostId: string;
  inviteCode: string;
  revokedInvite: { id: string; code: string };
}

/**
 * What the matrix runs against, built through the HTTP API only. In each group
 * (public, private, invite-only): `owner` created it, wrote its post, owns a
 * dog and a photo; `organizer`, appointed co-organizer and the world's only
 * professional trainer, scheduled its meetup;
 * `member` commented and is going; `formerMember` went, liked the post and
 * left; `requester` asked to join the private and invite-only groups (through
 * an invite link) and waits; a member of the private and invite-only groups
 * only (not a role) commented and is going, so their name may only reach
 * members. `outsider`, `otherOwner` (with a group and a dog of their own) and
 * `admin` belong to none. The invite-only group is in a city of its own
 * (Marfa), so any trace of it in a count or a city is visible.
 */
export interface World {
  http: HttpClient;
  users: Record<SignedInRole, Actor>;
  public: Scope;
  private: Scope;
  inviteOnly: Scope;
  /** Content of the private and invite-only groups: only their members may ever be shown it. */
  secrets: string[];
  /** The invite-only group's listing: its members and requesters (and invite holders) only. */
  hiddenListing: string[];
  citySlug: string;
  /** The invite-only group's city, where no listed group is. */
  hiddenCitySlug: string;
  ownerDogId: string;
  /** The owner's dogs' special needs: for the owner's eyes only on the dog routes. */
  ownerDogSecret: string;
  ownerPhoto: string;
  /**
   * The member's calendar feed as it is now, `/api/calendar/<token>.ics`:
   * signing out everywhere (an earlier row) ends the URLs given out before.
   */
  memberFeed(): Promise<string>;
  /** Fresh resources, for the cells that change or consume what they touch. */
  fresh: {
    /** A group of the kind, with the world's member, co-organizer and requester, and its invite code. */
    group(scope: ScopeName): Promise<{ id: string; inviteCode: string }>;
    meetup(scope: ScopeName): Promise<string>;
    /** A weekly series the co-organizer scheduled, with its first date. */
    series(scope: ScopeName): Promise<{ id: string; startDate: string }>;
    post(scope: ScopeName): Promise<string>;
    /** A new post of the member's in the discussion of the scope's meetup. */
    discussionPost(scope: ScopeName): Promise<string>;
    /** A new user with a pending request to join the world's group (`userId`). */
    requester(scope: ScopeName): Promise<string>;
    /** A new member of the world's group (`userId`). */
    member(scope: ScopeName): Promise<string>;
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
  // Unlikely words, so finding one in an answer can only mean the content leaked.
  const content = (scope: 'private' | 'inviteOnly') => {
    const mark = scope === 'private' ? `Quokka ${tag}` : `Narwhal ${tag}`;
    return {
      meetupTitle: `Moonlit ${mark} Sniffari`,
      venue: `Hidden ${mark} Meadow`,
      street: `4917 ${mark} Lane`,
      post: `whispered ${mark} pupdate`,
      comment: `confidential ${mark} biscuit count`,
      discussion: `murmured ${mark} gate question`,
    };
  };
  const secret = { private: content('private'), inviteOnly: content('inviteOnly') };
  const hidden = {
    name: `Velvet Narwhal Setters ${tag}`,
    description: `Unlisted sniff circle ${tag}`,
    city: 'Marfa',
  };
  const insiderName = `Quillon${tag}`;
  const [outsider, requester, formerMember, member, organizer, owner, otherOwner, insider] =
    await Promise.all([
      actor(http, { firstName: 'Olive' }),
      actor(http, { firstName: 'Rhea' }),
      actor(http, { firstName: 'Fern' }),
      actor(http, { firstName: 'Milo' }),
      actor(http, { firstName: 'Oren', isTrainer: true }),
      actor(http, { firstName: 'Wren' }),
      actor(http, { firstName: 'Otto' }),
      actor(http, { firstName: insiderName }),
    ]);
  const admin: Actor = await registerAdmin(http, events);
  const users = { outsider, requester, formerMember, member, organizer, owner, otherOwner, admin };

  const post = <T>(path: string, body: unknown, token: string) =>
    expectOk(http.post<T>(path, body, token));
  const inviteTo = (groupId: string) =>
    post<{ id: string; code: string }>(
      `/api/groups/${groupId}/invites`,
      { expiresInDays: null, maxUses: null },
      owner.token,
    );
  const askToJoin = (groupId: string, token: string, inviteCode: string | null) =>
    post(
      `/api/groups/${groupId}/join-requests`,
      { message: 'May we come?', dogIds: [], houseRulesAccepted: true, inviteCode },
      token,
    );
  /** A group of the kind with the member, the co-organizer and (not public) the requester. */
  const group = async (scope: ScopeName, name: string) => {
    const { id } = await createGroup(http, owner.token, {
      kind: KIND[scope],
      name,
      ...(scope === 'inviteOnly' ? { description: hidden.description, city: hidden.city } : {}),
    });
    const invite = await inviteTo(id);
    const join = (who: Actor) =>
      joinThroughRequest(http, owner.token, who.token, id, { inviteCode: invite.code });
    await join(member);
    await join(organizer);
    await expectOk(
      http.put(
        `/api/groups/${id}/members/${organizer.id}/role`,
        { role: 'co-organizer' },
        owner.token,
      ),
    );
    if (scope !== 'public') await askToJoin(id, requester.token, invite.code);
    return { id, invite, join };
  };
  const names: Record<ScopeName, string> = {
    public: `Sunny Spaniels ${tag}`,
    private: `Quiet Quokka Hounds ${tag}`,
    inviteOnly: hidden.name,
  };

  const meetupIn = (scope: ScopeName, groupId: string) =>
    scheduleMeetup(
      http,
      organizer.token,
      groupId,
      scope === 'public'
        ? { title: `Sunny Stroll ${tag}` }
        : {
            title: secret[scope].meetupTitle,
            location: `${secret[scope].street}, Austin, TX 78701, USA`,
            locationDisplay: secret[scope].venue,
          },
    );
  const postIn = async (scope: ScopeName, groupId: string) => {
    const text = scope === 'public' ? `hello pack ${tag}` : secret[scope].post;
    return (
      await post<{ id: string }>(`/api/groups/${groupId}/posts`, { content: text }, owner.token)
    ).id;
  };
  const discussIn = async (scope: ScopeName, meetupId: string) => {
    const text = scope === 'public' ? `gate open ${tag}?` : secret[scope].discussion;
    return (
      await post<{ id: string }>(`/api/meetups/${meetupId}/discussion`, { text }, member.token)
    ).id;
  };
  const build = async (scope: ScopeName) => {
    const { id: groupId, invite, join } = await group(scope, names[scope]);
    const meetup = await meetupIn(scope, groupId);
    const postId = await postIn(scope, groupId);
    const comment = scope === 'public' ? `nice ${tag}` : secret[scope].comment;
    await post(`/api/posts/${postId}/comments`, { content: comment }, member.token);
    await post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, member.token);
    if (scope !== 'public') {
      await join(insider);
      await post(`/api/posts/${postId}/comments`, { content: 'Count me in' }, insider.token);
      await post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, insider.token);
    }
    await join(formerMember);
    await post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, formerMember.token);
    await post(`/api/posts/${postId}/like`, undefined, formerMember.token);
    await post(`/api/groups/${groupId}/leave`, undefined, formerMember.token);
    const revoked = await inviteTo(groupId);
    await expectOk(http.delete(`/api/groups/${groupId}/invites/${revoked.id}`, owner.token));
    const discussionPostId = await discussIn(scope, meetup.id);
    const scopeOf: Scope = {
      groupId,
      discussionPostId,
      meetupId: meetup.id,
      meetupSlug: meetup.slug,
      postId,
      inviteCode: invite.code,
      revokedInvite: { id: revoked.id, code: revoked.code },
    };
    return { scope: scopeOf, join };
  };
  const built = {
    public: await build('public'),
    private: await build('private'),
    inviteOnly: await build('inviteOnly'),
  };

  await createGroup(http, otherOwner.token, { name: `Otto's Otterhounds ${tag}` });
  await addDog(http, otherOwner.token, { name: `Rival ${tag}` });
  const ownerDogSecret = `needs ${tag} drops in each ear`;
  const ownerDog = await addDog(http, owner.token, {
    name: `Biscuit ${tag}`,
    specialNeeds: ownerDogSecret,
  });
  const photo = await png();
  const newcomer = () => actor(http, { firstName: 'Nova' });

  return {
    http,
    users,
    public: built.public.scope,
    private: built.private.scope,
    inviteOnly: built.inviteOnly.scope,
    secrets: [...Object.values(secret.private), ...Object.values(secret.inviteOnly), insiderName],
    // Not its city: a search from Marfa echoes the city searched from.
    hiddenListing: [hidden.name, hidden.description],
    citySlug: 'austin-tx',
    hiddenCitySlug: 'marfa-tx',
    ownerDogId: ownerDog.id,
    ownerDogSecret,
    ownerPhoto: await uploadPhoto(http, owner.token, photo, 'image/png'),
    memberFeed: async () => {
      const feed = await expectOk(
        http.get<{ url: string }>('/api/calendar/feed-url', member.token),
      );
      return new URL(feed.url).pathname;
    },
    fresh: {
      group: async (scope) => {
        const { id, invite } = await group(scope, `${names[scope]} ${randomUUID()}`);
        return { id, inviteCode: invite.code };
      },
      meetup: async (scope) => (await meetupIn(scope, built[scope].scope.groupId)).id,
      series: async (scope) => {
        const series = await scheduleSeries(
          http,
          organizer.token,
          built[scope].scope.groupId,
          scope === 'public' ? {} : { title: secret[scope].meetupTitle },
        );
        return { id: series.id, startDate: series.recurrence.startDate };
      },
      post: (scope) => postIn(scope, built[scope].scope.groupId),
      discussionPost: (scope) => discussIn(scope, built[scope].scope.meetupId),
      requester: async (scope) => {
        const someone = await newcomer();
        const { groupId, inviteCode } = built[scope].scope;
        await askToJoin(groupId, someone.token, inviteCode);
        return someone.id;
      },
      member: async (scope) => {
        const someone = await newcomer();
        await built[scope].join(someone);
        return someone.id;
      },
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
