import { ROLES, SCOPES, type Role, type ScopeName, type World } from '../support/world.js';

/**
 * The authorization matrix's vocabulary: a row per route, cases per target
 * (public, private or invite-only group, ...), an expected status per role.
 * Besides the status, a role not in the case's `mayReadPrivate` must never be
 * shown any of the private and invite-only groups' content (`World.secrets`),
 * and a role not in `mayReadListing` none of the invite-only group's listing
 * (`World.hiddenListing`), in any answer. A private group's listing (name,
 * city, description, member count, rules) is no secret: anyone may see it.
 */

export interface KnownLeak {
  roles: readonly Role[];
  why: string;
}

/** A status to expect: an exact code. */
export type Expectation = Record<Role, number>;

export interface Case {
  /** What this case points the route at, e.g. 'private group'. */
  name: string;
  /** The path to request; may create a fresh resource for the role to act on. */
  path: (world: World, role: Role) => string | Promise<string>;
  /** The JSON body (or a promise of it). */
  body?: (world: World, role: Role) => unknown;
  /** Raw bytes instead of JSON (the upload PUT). */
  bytes?: boolean;
  expect: Expectation;
  /** The roles that may be shown the groups' content here (default: their members). */
  mayReadPrivate?: readonly Role[];
  /** The roles that may be shown the invite-only group's listing here (default: `mayReadPrivate`, else members and the requester). */
  mayReadListing?: readonly Role[];
  knownLeak?: KnownLeak;
  /** The owner's dogs' details (`World.ownerDogSecret`) must reach no other role here. */
  ownerOnly?: boolean;
}

export interface Row {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  cases: Case[];
}

export const MEMBERS: readonly Role[] = ['member', 'organizer', 'owner'];
export const ORGANIZERS: readonly Role[] = ['organizer', 'owner'];
export const NON_MEMBERS: readonly Role[] = [
  'outsider',
  'requester',
  'formerMember',
  'otherOwner',
  'admin',
];

/** Non-members who have not asked to join: an invite-only group does not exist for them. */
export const STRANGERS: readonly Role[] = NON_MEMBERS.filter((role) => role !== 'requester');

const cells = (status: number, overrides: Partial<Expectation> = {}): Expectation => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, status])) as Expectation),
  ...overrides,
});
const each = (roles: readonly Role[], status: number): Partial<Expectation> =>
  Object.fromEntries(roles.map((role) => [role, status]));

/** Public: every role gets `status`. */
export const everyone = (status: number, overrides: Partial<Expectation> = {}) =>
  cells(status, overrides);
/** Bearer: 401 without a token. */
export const signedIn = (status: number, overrides: Partial<Expectation> = {}) =>
  cells(status, { anonymous: 401, ...overrides });
/** Bearer, and the group's members only: the others get `refused`. */
export const membersOnly = (
  status: number,
  refused: number,
  overrides: Partial<Expectation> = {},
) => signedIn(status, { ...each(NON_MEMBERS, refused), ...overrides });

/**
 * The answers to the non-members of the scope's group, refused with `refused`
 * where the group is listed; an invite-only group does not exist for them
 * (404), except for its pending requester, who sees its listing (`requester`,
 * by default `refused`).
 */
export const outside = (
  scope: ScopeName,
  refused: number,
  { requester = refused }: { requester?: number } = {},
): Partial<Expectation> =>
  scope === 'inviteOnly' ? { ...each(NON_MEMBERS, 404), requester } : each(NON_MEMBERS, refused);

/** Bearer, the members of the scope's group get `status`, the others as `outside`. */
export const membersOf = (
  scope: ScopeName,
  status: number,
  refused: number,
  options: { requester?: number } = {},
) => signedIn(status, outside(scope, refused, options));

/** Bearer, the group's organizers only (docs/groups.md): members 403, outsiders as `outside`. */
export const organizersOf = (
  scope: ScopeName,
  status: number,
  overrides: Partial<Expectation> = {},
) =>
  signedIn(403, {
    ...outside(scope, 403),
    ...each(ORGANIZERS, status),
    ...overrides,
  });

/** Public for a public group's meetup; another kind's exists for its members only. */
export const meetupVisible = (scope: ScopeName, status: number) =>
  scope === 'public'
    ? everyone(status)
    : everyone(status, each(['anonymous', ...NON_MEMBERS], 404));

/** One case per kind of group. */
export const perScope = (make: (scope: ScopeName) => Case): Case[] => SCOPES.map(make);
export const scopeName = (scope: ScopeName) =>
  scope === 'inviteOnly' ? 'invite-only group' : `${scope} group`;

/** Whether the role may be shown the groups' content in this case. */
export function readsPrivate(testCase: Case, role: Role): boolean {
  return (testCase.mayReadPrivate ?? MEMBERS).includes(role);
}
/** Whether the role may be shown the invite-only group's listing in this case. */
export function readsListing(testCase: Case, role: Role): boolean {
  // Whoever may read the content may read the listing; a case that narrows the
  // content (a page rendered as for a visitor) narrows the listing with it.
  const listing = testCase.mayReadListing ?? testCase.mayReadPrivate ?? [...MEMBERS, 'requester'];
  return readsPrivate(testCase, role) || listing.includes(role);
}
