import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import { makeDog, makeGroup } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { findToast, renderApp, signIn } from '@/testing/test-utils';
import { takeReturnTo } from '@/lib/return-to';

const group = makeGroup({
  id: 'group-i',
  name: 'Quiet Puppy Social',
  kind: 'invite-only',
  isPrivate: true,
  memberCount: 6,
  description: 'Small, calm puppy sessions.',
  rules: { ...NO_ENTRY_RULES, allowedAges: ['puppy'] },
});

function backend() {
  return createFakeApi()
    .on('GET', '/api/invites/:code', (_request, { code }) =>
      code === 'good'
        ? { json: { group } }
        : { status: 404, json: errorBody(404, 'Invite link not found') },
    )
    .on('GET', '/api/dogs', { json: [makeDog({ id: 'dog-1', name: 'Biscuit', age: 'puppy' })] })
    .on('GET', '/api/groups/:id/eligibility', {
      json: {
        rules: group.rules,
        onDate: '2025-03-14',
        dogs: [{ dogId: 'dog-1', dogName: 'Biscuit', eligible: true, reasons: [] }],
      },
    })
    .on('POST', '/api/groups/:id/join-requests', {
      json: {
        status: 'pending',
        message: 'Your request has been sent to the organizers.',
        group: { ...group, joinRequest: { createdAt: '2025-03-14T16:20:00.000Z' } },
      },
    });
}

describe('/invite/{code}', () => {
  it('shows a signed-out visitor the group and leads through sign-up back here', async () => {
    const fake = backend();
    const { user, router } = renderApp('/invite/good');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiet Puppy Social' }),
    ).toBeVisible();
    expect(screen.getByText('Invite-only group')).toBeInTheDocument();
    expect(screen.getByText('6 members')).toBeInTheDocument();
    expect(screen.getByText('Ages: puppies only.')).toBeInTheDocument();
    // No token is sent, so nothing that needs one is asked for.
    expect(fake.calls('GET', '/api/groups/group-i/eligibility')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Sign up to join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(takeReturnTo()).toBe('/invite/good');
  });

  it('says a dead link does not work', async () => {
    backend();
    renderApp('/invite/expired');

    expect(
      await screen.findByRole('heading', { name: "This invite link doesn't work" }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in owner’s join request with the invite code', async () => {
    const fake = backend();
    signIn();
    const { user } = renderApp('/invite/good');

    await user.click(await screen.findByRole('button', { name: 'Request to Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Quiet Puppy Social' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Biscuit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await findToast('Your request has been sent to the organizers.')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/groups/group-i/join-requests')[0]?.body).toEqual({
      message: '',
      dogIds: ['dog-1'],
      houseRulesAccepted: false,
      inviteCode: 'good',
    });
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
  });
});
