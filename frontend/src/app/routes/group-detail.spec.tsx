import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { makeComment, makePost, TEST_USER_ID } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { backend, baseGroup, details, GROUP_ID, manyDogs, open } from '@/testing/group-page';
import { findToast, renderApp, renderWithProviders, signIn } from '@/testing/test-utils';
import { GroupDetailRoute } from './group-detail';

describe('/groups/{id} (spec sections 2, 4, 6, 8)', () => {
  it("shows 'Please Sign In' without a token", () => {
    const fake = createFakeApi();
    const router = createMemoryRouter([{ path: '/groups/:id', element: <GroupDetailRoute /> }], {
      initialEntries: [`/groups/${GROUP_ID}`],
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(fake.calls('GET', `/api/groups/${GROUP_ID}`)).toHaveLength(0);
  });

  it("shows 'Group Not Found' with a way back to /find-groups when the group fails to load", async () => {
    backend();
    signIn();
    renderApp('/groups/missing');

    expect(await screen.findByRole('heading', { name: 'Group Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find Groups' })).toHaveAttribute(
      'href',
      '/find-groups',
    );
  });

  it('lets a non-member read and join; posts stay read-only with a Join to post hint', async () => {
    const { fake, setGroup } = backend({
      posts: [
        makePost({ groupId: GROUP_ID, likeCount: 2, comments: [makeComment()], commentCount: 1 }),
      ],
    });
    const { user } = await open();

    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    const card = details();
    expect(within(card).getByText('4 members')).toBeInTheDocument();
    expect(
      within(card).getByText('Slow parallel walks for dogs who like their space.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Leave Group' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Schedule Meetup' })).not.toBeInTheDocument();

    expect(await screen.findByText('Join to post, like and comment.')).toBeInTheDocument();
    const post = await screen.findByRole('article', { name: 'Sam R.' });
    expect(within(post).getByRole('button', { name: 'Like (2)' })).toBeDisabled();
    expect(within(post).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).not.toBeInTheDocument();

    fake.on('POST', '/api/groups/:id/join', () => {
      const joined = { ...baseGroup, isMember: true, role: 'member' as const, memberCount: 5 };
      setGroup(joined);
      return {
        json: { joined: true, message: "You've successfully joined the group!", group: joined },
      };
    });
    await user.click(within(card).getByRole('button', { name: 'Join Group' }));

    expect(await findToast("You've successfully joined the group!")).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: "You're in this group" }),
    ).toBeDisabled();
    expect(within(card).getByText('5 members')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Leave Group' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    // The answer carries the group as the member now sees it: it is not asked for again, while
    // what the answer does not cover (the feed members may read) is.
    await waitFor(() => expect(fake.calls('GET', `/api/groups/${GROUP_ID}/posts`)).toHaveLength(2));
    expect(fake.calls('GET', `/api/groups/${GROUP_ID}`)).toHaveLength(1);
  });

  it('shows a failed join with the spec texts', async () => {
    const { fake } = backend();
    const { user } = await open();
    fake.on('POST', '/api/groups/:id/join', {
      status: 404,
      json: errorBody(404, 'Group not found'),
    });

    await user.click(within(details()).getByRole('button', { name: 'Join Group' }));

    expect(await findToast('Failed to join group')).toHaveTextContent('Group not found');
  });

  it('gives a member Schedule Meetup and Leave Group, which asks first', async () => {
    const { fake, setGroup } = backend({ group: { ...baseGroup, isMember: true, role: 'member' } });
    const { user } = await open();
    const card = details();

    expect(within(card).getByRole('button', { name: "You're in this group" })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Schedule Meetup' }));
    const schedule = await screen.findByRole('dialog', { name: 'Schedule Meetup' });
    await user.click(await within(schedule).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Schedule Meetup' })).toHaveFocus();

    fake.on('POST', '/api/groups/:id/leave', () => {
      setGroup({ isMember: false, role: null, memberCount: 3 });
      return { json: { left: true } };
    });
    await user.click(within(card).getByRole('button', { name: 'Leave Group' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Leave Laurelhurst Calm Walkers?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Stay' }));
    expect(fake.calls('POST', `/api/groups/${GROUP_ID}/leave`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Leave Group' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave Group' }),
    );

    expect(await within(card).findByRole('button', { name: 'Join Group' })).toBeInTheDocument();
    expect(fake.calls('POST', `/api/groups/${GROUP_ID}/leave`)).toHaveLength(1);
    expect(await findToast('Success!')).toHaveTextContent('You left Laurelhurst Calm Walkers.');
  });

  it('shows the owner Manage (to the Manage screen), no Leave Group and how to hand over', async () => {
    backend({
      group: {
        ...baseGroup,
        creatorId: TEST_USER_ID,
        ownerId: TEST_USER_ID,
        isMember: true,
        role: 'owner',
        canManage: true,
      },
    });
    await open();
    const card = details();

    expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      `/groups/${GROUP_ID}/manage`,
    );
    expect(within(card).queryByRole('button', { name: 'Leave Group' })).not.toBeInTheDocument();
    expect(within(card).getByText(/hand it to a co-organizer in Manage/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: "You're in this group" })).toBeDisabled();
  });

  it('shows the first 8 dog photos on wide screens with View All opening the members dialog', async () => {
    backend({ members: manyDogs(10) });
    const { user } = await open();

    const dogs = await screen.findByRole('list', { name: 'Dogs in this group' });
    expect(within(dogs).getAllByRole('button')).toHaveLength(8);
    expect(screen.getByText('10 dogs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View All' }));

    const dialog = await screen.findByRole('dialog', { name: 'Members and their dogs' });
    expect(
      within(dialog).getByText('2 members · 10 dogs in Laurelhurst Calm Walkers'),
    ).toBeInTheDocument();
    const priya = within(dialog).getByRole('list', { name: "Priya R.'s dogs" });
    expect(within(priya).getAllByRole('button')).toHaveLength(9);
    expect(within(dialog).getByText('Group Owner')).toBeInTheDocument();

    // A dog opens on top of the members dialog, which is still there afterwards.
    await user.click(within(priya).getByRole('button', { name: /^Tofu,/ }));
    const dog = await screen.findByRole('dialog', { name: 'Tofu' });
    expect(within(dog).getByText('3-7 years')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tofu' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Members and their dogs' })).toBeInTheDocument();
  });

  it('shows 6 dog photos on narrow screens', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
    );
    backend({ members: manyDogs(7) });
    await open();

    const dogs = await screen.findByRole('list', { name: 'Dogs in this group' });
    expect(within(dogs).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });

  it('has no View All with 8 dogs or fewer on wide screens', async () => {
    backend({ members: manyDogs(8) });
    await open();

    const dogs = await screen.findByRole('list', { name: 'Dogs in this group' });
    expect(within(dogs).getAllByRole('button')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
  });

  it("opens a dog's details: photo, breed, age in years, training level, bio, Group Owner", async () => {
    backend({ members: manyDogs(3) });
    const { user } = await open();

    await user.click(await screen.findByRole('button', { name: /^Juniper,/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Juniper' });
    expect(within(dialog).getByText('Group Owner')).toBeInTheDocument();
    expect(within(dialog).getByText("Sam R.'s dog")).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'No photo of Juniper yet' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Border Collie')).toBeInTheDocument();
    expect(within(dialog).getByText('1-3 years')).toBeInTheDocument();
    expect(within(dialog).getByText('Basic obedience')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Loves long sniff walks and hates skateboards.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Juniper,/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Biscuit,/ }));
    const other = await screen.findByRole('dialog', { name: 'Biscuit' });
    expect(within(other).queryByText('Group Owner')).not.toBeInTheDocument();
  });

  it("shows 'No recent posts' and an empty Upcoming Meetups card", async () => {
    backend({ group: { ...baseGroup, isMember: true, role: 'member' } });
    await open();

    expect(await screen.findByRole('heading', { name: 'No recent posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No upcoming meetups' })).toBeInTheDocument();
  });
});
