import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  GroupHistoryEntry,
  InviteLinkResponse,
  PendingJoinRequest,
} from '@packmeet/backend/contracts/groups';
import { makeDog, makeGroup, makeMember, TEST_USER_ID } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { findToast, renderApp, signIn } from '@/testing/test-utils';

const GROUP_ID = 'group-9';

const group = makeGroup({
  id: GROUP_ID,
  name: 'Reactive Rovers',
  kind: 'private',
  isPrivate: true,
  creatorId: TEST_USER_ID,
  ownerId: TEST_USER_ID,
  isMember: true,
  role: 'owner',
  canManage: true,
});

const sam = makeMember({ firstName: 'Sam', userId: 'user-sam' });
const pending: PendingJoinRequest = {
  userId: 'user-ana',
  user: {
    id: 'user-ana',
    firstName: 'Ana',
    lastName: 'Diaz',
    username: 'ana_d',
    city: 'Portland',
    state: 'OR',
    profilePicture: null,
  },
  message: 'Calm senior beagle, loves slow walks.',
  dogs: [
    {
      ...makeDog({ id: 'dog-pip', name: 'Pip', ownerId: 'user-ana' }),
      eligibility: {
        dogId: 'dog-pip',
        dogName: 'Pip',
        eligible: false,
        reasons: ['Pip has no rabies vaccination on record: add it to the dog profile.'],
      },
    },
  ],
  houseRulesAccepted: true,
  viaInvite: false,
  createdAt: '2025-03-14T16:20:00.000Z',
};
const invite: InviteLinkResponse = {
  id: 'invite-1',
  code: 'abc123',
  url: 'http://localhost:3000/invite/abc123',
  expiresAt: '2099-01-01T00:00:00.000Z',
  maxUses: 10,
  uses: 3,
  revoked: false,
  createdAt: '2025-03-14T16:20:00.000Z',
  createdBy: TEST_USER_ID,
};
const history: GroupHistoryEntry[] = [
  {
    id: 'h1',
    type: 'GroupRulesChanged',
    sentence: 'Maya L. changed the entry rules.',
    actor: { id: TEST_USER_ID, name: 'Maya L.' },
    at: '2025-03-14T16:20:00.000Z',
  },
];

function backend(overrides: Partial<typeof group> = {}) {
  return createFakeApi()
    .on('GET', '/api/dogs', { json: [makeDog()] })
    .on('GET', '/api/groups/:id', { json: { ...group, ...overrides } })
    .on('GET', '/api/groups/:id/members-with-details', {
      json: [makeMember({ firstName: 'Maya', userId: TEST_USER_ID, role: 'owner' }), sam],
    })
    .on('GET', '/api/groups/:id/join-requests', { json: [pending] })
    .on('GET', '/api/groups/:id/invites', { json: [invite] })
    .on('GET', '/api/groups/:id/history', { json: history });
}

async function open() {
  signIn();
  const result = renderApp(`/groups/${GROUP_ID}/manage`);
  await screen.findByRole('heading', { level: 1, name: 'Manage Reactive Rovers' });
  return result;
}

describe('/groups/{id}/manage', () => {
  it('shows the queue with each dog checked against the rules, and approves with a message', async () => {
    const fake = backend().on('POST', '/api/groups/:id/join-requests/:userId/approve', {
      json: {},
    });
    const { user } = await open();

    const request = await screen.findByRole('listitem', { name: 'Ana D.' });
    expect(request).toHaveTextContent('Calm senior beagle, loves slow walks.');
    expect(request).toHaveTextContent('Pip does not meet the rules yet');
    expect(request).toHaveTextContent('Pip has no rabies vaccination on record');

    await user.type(
      within(request).getByLabelText('Message to Ana D. (optional)'),
      'Welcome! Add the rabies record before the first walk.',
    );
    await user.click(within(request).getByRole('button', { name: 'Approve Ana D.' }));

    expect(await findToast('Approved')).toHaveTextContent('Ana D. is now a member.');
    expect(
      fake.calls('POST', `/api/groups/${GROUP_ID}/join-requests/user-ana/approve`)[0]?.body,
    ).toEqual({ message: 'Welcome! Add the rabies record before the first walk.' });
    // The queue, members and history are asked for again.
    await waitFor(() =>
      expect(fake.calls('GET', `/api/groups/${GROUP_ID}/join-requests`)).toHaveLength(2),
    );
  });

  it('removes a member only with a reason, and appoints a co-organizer', async () => {
    const fake = backend()
      .on('POST', '/api/groups/:id/members/:userId/remove', { json: {} })
      .on('PUT', '/api/groups/:id/members/:userId/role', { json: {} });
    const { user } = await open();

    const member = await screen.findByRole('listitem', { name: 'Sam R.' });
    await user.click(within(member).getByRole('button', { name: 'Make Sam R. co-organizer' }));
    await waitFor(() =>
      expect(fake.calls('PUT', `/api/groups/${GROUP_ID}/members/user-sam/role`)[0]?.body).toEqual({
        role: 'co-organizer',
      }),
    );

    await user.click(within(member).getByRole('button', { name: 'Remove Sam R.' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Sam R.?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(within(confirm).getByText('Please give a reason')).toBeInTheDocument();
    expect(fake.calls('POST', `/api/groups/${GROUP_ID}/members/user-sam/remove`)).toHaveLength(0);

    await user.type(within(confirm).getByLabelText(/^Reason/), 'Off-leash at every meetup');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Removed')).toBeInTheDocument();
    expect(fake.calls('POST', `/api/groups/${GROUP_ID}/members/user-sam/remove`)[0]?.body).toEqual({
      reason: 'Off-leash at every meetup',
    });
  });

  it('lists invite links with their uses, and creates one with an expiry and a maximum', async () => {
    const fake = backend().on('POST', '/api/groups/:id/invites', {
      status: 201,
      json: { ...invite, id: 'invite-2', code: 'new', url: 'http://localhost:3000/invite/new' },
    });
    const { user } = await open();

    const link = await screen.findByRole('listitem', { name: invite.url });
    expect(link).toHaveTextContent('3 of 10 uses');
    expect(within(link).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();

    const days = screen.getByLabelText(/^Expires after/);
    await user.clear(days);
    await user.type(days, '14');
    await user.type(screen.getByLabelText(/^Maximum uses/), '5');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await findToast('Invite link created')).toHaveTextContent('/invite/new');
    expect(fake.calls('POST', `/api/groups/${GROUP_ID}/invites`)[0]?.body).toEqual({
      expiresInDays: 14,
      maxUses: 5,
    });
  });

  it('saves only what changed in the details, with the kind explained, and shows the history', async () => {
    const fake = backend().on('PATCH', '/api/groups/:id', { json: {} });
    const { user } = await open();

    expect(screen.getByText('Maya L. changed the entry rules.')).toBeInTheDocument();
    const inviteOnly = screen.getByRole('radio', { name: /^Invite-only/ });
    expect(inviteOnly).toHaveAccessibleDescription(/Not listed anywhere/);
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
    await user.click(inviteOnly);
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await findToast('Saved')).toBeInTheDocument();
    expect(fake.calls('PATCH', `/api/groups/${GROUP_ID}`)[0]?.body).toEqual({
      kind: 'invite-only',
    });
  });

  it('saves the entry rules', async () => {
    const fake = backend().on('PUT', '/api/groups/:id/rules', { json: {} });
    const { user } = await open();

    await user.click(screen.getByRole('checkbox', { name: 'Rabies' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reactive' }));
    await user.type(screen.getByLabelText('House rules'), 'Leashes on.');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(await findToast('Saved')).toBeInTheDocument();
    expect(fake.calls('PUT', `/api/groups/${GROUP_ID}/rules`)[0]?.body).toEqual({
      requiredVaccinations: ['rabies'],
      allowedSizes: [],
      excludedWarnings: ['reactive'],
      minimumTrainingLevel: null,
      allowedAges: [],
      spayedNeuteredRequired: false,
      houseRules: 'Leashes on.',
    });
  });

  it('tells a member who cannot manage that it is for organizers only', async () => {
    const fake = backend({ role: 'member', canManage: false, ownerId: 'someone-else' });
    signIn();
    renderApp(`/groups/${GROUP_ID}/manage`);

    expect(await screen.findByRole('heading', { name: 'Organizers only' })).toBeInTheDocument();
    expect(fake.calls('GET', `/api/groups/${GROUP_ID}/join-requests`)).toHaveLength(0);
  });
});
