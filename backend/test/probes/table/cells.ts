import { ROLES, type Role, type World } from '../support/world.js';

/**
 * The authorization matrix's vocabulary: a row per route, cases per target
 * (public or private group, ...), an expected status per role. Besides the
 * status, a role not in the case's `mayReadPrivate` must never be shown any
 * of the private group's strings (`World.secrets`) in any answer.
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
  /** The roles that may be shown the private group's content here (default: its members). */
  mayReadPrivate?: readonly Role[];
  knownLeak?: KnownLeak;
  /** The owner's dogs' details (`World.ownerDogSecret`) must reach no other role here. */
  ownerOnly?: boolean;
}

export interface Row {
  route: `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;
  cases: Case[];
}

export const MEMBERS: readonly Role[] = ['member', 'organizer', 'owner'];
export const NON_MEMBERS: readonly Role[] = ['outsider', 'formerMember', 'otherOwner', 'admin'];

const cells = (status: number, overrides: Partial<Expectation> = {}): Expectation => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, status])) as Expectation),
  ...overrides,
});
/** Public: every role gets `status`. */
export const everyone = (status: number, overrides: Partial<Expectation> = {}) =>
  cells(status, overrides);
/** Bearer: 401 without a token. */
export const signedIn = (status: number, overrides: Partial<Expectation> = {}) =>
  cells(status, { anonymous: 401, ...overrides });
/** Bearer, and the private group's members only: the others get `refused`. */
export const membersOnly = (
  status: number,
  refused: number,
  overrides: Partial<Expectation> = {},
) =>
  signedIn(status, {
    ...Object.fromEntries(NON_MEMBERS.map((role) => [role, refused])),
    ...overrides,
  });
/** Public for a public group's meetup; a private group's exists for its members only. */
export const meetupVisible = (scope: 'public' | 'private', status: number) =>
  scope === 'public'
    ? everyone(status)
    : everyone(
        status,
        Object.fromEntries(['anonymous', ...NON_MEMBERS].map((role) => [role, 404])),
      );

const scopes = ['public', 'private'] as const;
export const both = (make: (scope: 'public' | 'private') => Case): Case[] => scopes.map(make);

/** Whether the role may be shown the private group's content in this case. */
export function readsPrivate(testCase: Case, role: Role): boolean {
  return (testCase.mayReadPrivate ?? MEMBERS).includes(role);
}
