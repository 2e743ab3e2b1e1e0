import { screen } from '@testing-library/react';
import type {
  GroupResponse,
  MemberWithDetailsResponse,
  PostResponse,
} from '@packmeet/backend/contracts/groups';
import { makeDog, makeGroup, makeMember, OTHER_USER_ID } from './data';
import { createFakeApi, errorBody } from './fake-api';
import { renderApp, signIn } from './test-utils';

/*
 * The group page's backend and screen helpers, shared by its spec files
 * (app/routes/group-*.spec.tsx).
 */

export const GROUP_ID = 'group-1';

export const baseGroup = makeGroup({
  id: GROUP_ID,
  name: 'Laurelhurst Calm Walkers',
  description: 'Slow parallel walks for dogs who like their space.',
  memberCount: 4,
  creatorId: OTHER_USER_ID,
  creatorDisplayName: 'Sam R.',
});

const juniper = makeDog({
  name: 'Juniper',
  ownerId: OTHER_USER_ID,
  breed: 'Border Collie',
  age: 'young',
  trainingLevel: 'basic',
  bio: 'Loves long sniff walks and hates skateboards.',
});
const owner = makeMember({
  userId: OTHER_USER_ID,
  firstName: 'Sam',
  role: 'owner',
  dogs: [juniper],
});

export function manyDogs(count: number): MemberWithDetailsResponse[] {
  const names = [
    'Biscuit',
    'Mochi',
    'Pepper',
    'Olive',
    'Ziggy',
    'Maple',
    'Rocket',
    'Nori',
    'Tofu',
    'Pickle',
    'Bean',
  ];
  return [
    owner,
    makeMember({
      firstName: 'Priya',
      dogs: names.slice(0, count - 1).map((name) => makeDog({ name, age: 'adult' })),
    }),
  ];
}

export function backend({
  group = baseGroup,
  members = [owner],
  posts = [],
}: {
  group?: GroupResponse;
  members?: MemberWithDetailsResponse[];
  posts?: PostResponse[];
} = {}) {
  let current = group;
  let feed = posts;
  const fake = createFakeApi()
    .on('GET', '/api/dogs', { json: [makeDog()] })
    .on('GET', '/api/groups/:id', (_request, { id }) =>
      id === current.id
        ? { json: current }
        : { status: 404, json: errorBody(404, 'Group not found') },
    )
    .on('GET', '/api/groups/:id/members-with-details', { json: members })
    .on('GET', '/api/groups/:id/posts', () => ({ json: feed }));
  return {
    fake,
    setGroup: (next: Partial<GroupResponse>) => {
      current = { ...current, ...next };
    },
    setPosts: (next: PostResponse[]) => {
      feed = next;
    },
  };
}

export async function open(path = `/groups/${GROUP_ID}`) {
  signIn();
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Laurelhurst Calm Walkers' });
  return result;
}

export const details = () =>
  screen.getByRole('heading', { name: 'Group Details' }).closest('div')!.parentElement!;
