import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  GROUP_MEMBERS,
  USERS,
  distanceOriginKey,
  type GroupMemberDocument,
  type UserDocument,
} from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { GAZETTEER, type Gazetteer } from '../../../geography/gazetteer.js';
import { locate } from '../../../geography/locate.js';
import { BoundedMap } from '../../../shared/bounded-map.js';
import { notFound } from '../../../shared/errors.js';
import { GroupListCache, type GroupsFromOrigin, type Origin } from '../group-list.cache.js';
import { ListGroups, type SerializedGroupList } from './list-groups.query.js';

const NEAR_MILES = 25;
const LISTED_MILES = 100;
const OTHERS = 10;
/** Responses kept at once (about 50 KB each in a busy region). */
const MAX_RESPONSES = 1_000;
/** Viewers whose last answer is kept (a reference to a shared response each). */
const MAX_VIEWERS = 10_000;

@QueryHandler(ListGroups)
export class ListGroupsHandler implements IQueryHandler<ListGroups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(GroupListCache) private readonly cache: GroupListCache,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  /** Built responses, valid while the cache hands out the same list they were built from. */
  private readonly responses = new BoundedMap<
    string,
    { source: GroupsFromOrigin; body: SerializedGroupList }
  >(MAX_RESPONSES);

  /**
   * Each viewer's last answer, with the very documents it was built from. The
   * memory store hands out the same frozen document until it changes, so an
   * unchanged viewer is recognised by identity and skips building the key;
   * a store that returns fresh objects (MongoDB) simply never hits.
   */
  private readonly lastAnswers = new BoundedMap<string, LastAnswer>(MAX_VIEWERS);

  async execute({ viewerId, searchFrom }: ListGroups): Promise<SerializedGroupList> {
    const [viewer, memberships] = await Promise.all([
      this.store.collection<UserDocument>(USERS).findOne({ _id: viewerId }),
      this.store.collection<GroupMemberDocument>(GROUP_MEMBERS).find({ userId: viewerId }),
    ]);
    if (!viewer) throw notFound('ACCOUNTS.USER_NOT_FOUND', 'User not found');
    const answerKey = searchFrom ? `${viewerId}|${searchFrom.city}|${searchFrom.state}` : viewerId;
    const last = this.lastAnswers.get(answerKey);
    if (last && last.viewer === viewer && sameDocuments(last.memberships, memberships)) {
      if ((await this.cache.from(last.origin)) === last.source) return last.body;
    }

    const origin: Origin = searchFrom
      ? locate(this.gazetteer, searchFrom.city, searchFrom.state)
      : {
          city: viewer.city,
          state: viewer.state,
          latitude: viewer.latitude ?? null,
          longitude: viewer.longitude ?? null,
        };
    const fromOrigin = await this.cache.from(origin);
    const body = this.response(fromOrigin, origin, memberships);
    this.lastAnswers.set(answerKey, { viewer, memberships, origin, source: fromOrigin, body });
    return body;
  }

  private response(
    fromOrigin: GroupsFromOrigin,
    origin: Origin,
    memberships: readonly GroupMemberDocument[],
  ): SerializedGroupList {
    const roles = new Map(memberships.map((membership) => [membership.groupId, membership.role]));
    // Everyone in a city with the same memberships gets the very same bytes:
    // most callers share one buffer, built once per change of the read models.
    const key = `${distanceOriginKey(origin.city, origin.state)}|${origin.latitude}|${origin.longitude}|${[
      ...roles,
    ]
      .map(([groupId, role]) => `${groupId}:${role}`)
      .sort()
      .join(',')}`;
    const cached = this.responses.get(key);
    if (cached?.source === fromOrigin) return cached.body;
    const body = serialize(fromOrigin, roles, origin);
    this.responses.set(key, { source: fromOrigin, body });
    return body;
  }
}

interface LastAnswer {
  viewer: UserDocument;
  memberships: readonly GroupMemberDocument[];
  origin: Origin;
  source: GroupsFromOrigin;
  body: SerializedGroupList;
}

function sameDocuments<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((document, index) => document === b[index]);
}

/** The response from one origin for one set of memberships, assembled from cached JSON. */
function serialize(
  { groups, stats }: GroupsFromOrigin,
  roles: Map<string, GroupMemberDocument['role']>,
  origin: Origin,
): SerializedGroupList {
  const listed: string[] = [];
  const nearbyGroups: string[] = [];
  const otherGroups: string[] = [];
  const userGroups: string[] = [];
  for (const entry of groups) {
    const role = roles.get(entry.id);
    const json = entry.json[role ?? 'stranger'];
    const miles = entry.distanceMiles;
    if (role) userGroups.push(json);
    if (role || (miles !== null && miles <= LISTED_MILES)) listed.push(json);
    if (!role && miles !== null && miles <= NEAR_MILES) nearbyGroups.push(json);
    if (!role && (miles === null || miles > LISTED_MILES) && otherGroups.length < OTHERS)
      otherGroups.push(json);
  }
  const userLocation = {
    city: origin.city,
    state: origin.state,
    latitude: origin.latitude,
    longitude: origin.longitude,
  };
  return Buffer.from(
    `{"groups":[${listed.join(',')}],"nearbyGroups":[${nearbyGroups.join(',')}],` +
      `"otherGroups":[${otherGroups.join(',')}],"userGroups":[${userGroups.join(',')}],` +
      `"stats":${JSON.stringify(stats)},"userLocation":${JSON.stringify(userLocation)}}`,
  ) as SerializedGroupList;
}
