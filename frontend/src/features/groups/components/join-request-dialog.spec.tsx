import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EligibilityResponse, GroupResponse } from '@packmeet/backend/contracts/groups';
import { NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import { makeDog, makeGroup } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { findToast, renderApp, signIn } from '@/testing/test-utils';

const rules = {
  ...NO_ENTRY_RULES,
  requiredVaccinations: ['rabies' as const],
  excludedWarnings: ['reactive' as const],
  houseRules: 'Leashes on until everyone has arrived.',
};

const listing = makeGroup({
  id: 'group-p',
  name: 'Reactive Rovers',
  kind: 'private',
  isPrivate: true,
  view: 'listing',
  creatorDisplayName: '',
  rules,
});

const eligibility: EligibilityResponse = {
  rules,
  onDate: '2025-03-14',
  dogs: [
    { dogId: 'dog-1', dogName: 'Biscuit', eligible: true, reasons: [] },
    {
      dogId: 'dog-2',
      dogName: 'Mochi',
      eligible: false,
      reasons: ['Mochi has no rabies vaccination on record: add it to the dog profile.'],
    },
  ],
};

function backend(group: GroupResponse = listing) {
  let current = group;
  const fake = createFakeApi()
    .on('GET', '/api/dogs', {
      json: [makeDog({ id: 'dog-1', name: 'Biscuit' }), makeDog({ id: 'dog-2', name: 'Mochi' })],
    })
    .on('GET', '/api/groups/:id', () => ({ json: current }))
    .on('GET', '/api/groups/:id/eligibility', { json: eligibility })
    .on('POST', '/api/groups/:id/join-requests', () => {
      current = { ...current, joinRequest: { createdAt: '2025-03-14T16:20:00.000Z' } };
      return {
        json: {
          status: 'pending',
          message: 'Your request has been sent to the organizers.',
          group: current,
        },
      };
    })
    .on('DELETE', '/api/groups/:id/join-requests/mine', { status: 204 });
  return fake;
}

async function open() {
  signIn();
  const result = renderApp('/groups/group-p');
  await screen.findByRole('heading', { level: 1, name: 'Reactive Rovers' });
  return result;
}

describe('asking to join a private group', () => {
  it('shows a non-member only the listing: rules plainly, which dogs qualify, no feed or dogs', async () => {
    backend();
    await open();

    expect(screen.getByText('Private group')).toBeInTheDocument();
    expect(
      screen.getByText("Vaccinated against Rabies, valid on the meetup's date."),
    ).toBeInTheDocument();
    expect(screen.getByText('Not for dogs marked reactive.')).toBeInTheDocument();
    expect(screen.getByText('Leashes on until everyone has arrived.')).toBeInTheDocument();
    expect(await screen.findByText(/has no rabies vaccination on record/)).toBeInTheDocument();
    expect(screen.queryByText(/Started by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Group' })).not.toBeInTheDocument();
  });

  it('sends a message, the eligible dogs and the accepted house rules; then Request sent, withdrawable', async () => {
    const fake = backend();
    const { user } = await open();

    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Reactive Rovers' });

    const mochi = await within(dialog).findByRole('checkbox', { name: 'Mochi' });
    expect(mochi).toBeDisabled();
    expect(mochi).toHaveAccessibleDescription(/no rabies vaccination on record/);
    expect(within(dialog).getByRole('link', { name: "Edit Mochi's profile" })).toHaveAttribute(
      'href',
      '/my-dogs?edit=dog-2',
    );

    await user.type(
      within(dialog).getByLabelText(/^Message to the organizers/),
      'Biscuit is calm.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Biscuit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please accept the house rules to send your request.',
    );
    expect(fake.calls('POST', '/api/groups/group-p/join-requests')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the house rules' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await findToast('Your request has been sent to the organizers.')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/groups/group-p/join-requests')[0]?.body).toEqual({
      message: 'Biscuit is calm.',
      dogIds: ['dog-1'],
      houseRulesAccepted: true,
      inviteCode: null,
    });
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByRole('button', { name: 'Request to Join' })).toBeInTheDocument();
    expect(fake.calls('DELETE', '/api/groups/group-p/join-requests/mine')).toHaveLength(1);
  });

  it('sends nothing when the only dog fails a rule: says the rule and field, and links to the dog', async () => {
    const reason = "Mochi has no Rabies vaccination on record: add it to Mochi's profile";
    const fake = createFakeApi()
      .on('GET', '/api/dogs', { json: [makeDog({ id: 'dog-2', name: 'Mochi' })] })
      .on('GET', '/api/groups/:id', { json: listing })
      .on('GET', '/api/groups/:id/eligibility', {
        json: { ...eligibility, dogs: [{ ...eligibility.dogs[1]!, reasons: [reason] }] },
      })
      // The server's refusal as the group decider words it (see request-to-join.int.spec.ts).
      .on('POST', '/api/groups/:id/join-requests', {
        status: 403,
        json: {
          statusCode: 403,
          error: 'Forbidden',
          code: 'GROUPS.DOG_NOT_ELIGIBLE',
          message: `${reason}.`,
          errors: [{ path: 'dogs.dog-2.vaccinations', message: reason }],
        },
      });
    const { user } = await open();

    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Reactive Rovers' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Mochi' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the house rules' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${reason}.`);
    expect(fake.calls('POST', '/api/groups/group-p/join-requests')).toHaveLength(1);
    // Still open, no "Request sent": and the way to fix it is one click away.
    const links = within(dialog).getAllByRole('link', { name: "Edit Mochi's profile" });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/my-dogs?edit=dog-2');
    expect(screen.queryByRole('button', { name: 'Request sent' })).not.toBeInTheDocument();

    await user.click(links.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Edit Mochi' })).toBeInTheDocument();
  });
});
