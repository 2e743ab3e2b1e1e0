import type {
  DiscussionPostResponse,
  DiscussionResponse,
} from '@packmeet/backend/contracts/discussion';
import { DISCUSSION_PUSH } from '@packmeet/backend/contracts/discussion';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_USER_ID } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { installFakeSocket } from '@/testing/fake-socket';
import { findToast, renderWithProviders, signIn } from '@/testing/test-utils';
import { DiscussionCard } from './discussion-card';

const TIMEOUT_MS = 15_000;
const MEETUP_ID = 'meetup-1';

const post = (
  id: string,
  text: string,
  overrides: Partial<DiscussionPostResponse> = {},
): DiscussionPostResponse => ({
  id,
  text,
  author: { id: 'ana', firstName: 'Ana', lastName: 'Park', username: 'ana', profilePicture: null },
  createdAt: '2026-12-05T11:00:00.000Z',
  editedAt: null,
  likeCount: 0,
  likedByMe: false,
  announcement: false,
  replies: [],
  ...overrides,
});

const thread = (overrides: Partial<DiscussionResponse> = {}): DiscussionResponse => ({
  meetupId: MEETUP_ID,
  announcements: [],
  posts: [],
  canWrite: true,
  canModerate: false,
  ...overrides,
});

describe('the discussion card', () => {
  it(
    'shows announcements pinned, posts a message, and takes another member’s post live',
    async () => {
      signIn();
      const live = installFakeSocket();
      const announcement = post('a1', 'We moved to the shaded field', {
        announcement: true,
        author: {
          id: 'olga',
          firstName: 'Olga',
          lastName: 'Ito',
          username: 'olga',
          profilePicture: null,
        },
      });
      const mine = post('p2', 'Bringing water bowls', {
        author: {
          id: TEST_USER_ID,
          firstName: 'Maya',
          lastName: 'Lopez',
          username: 'maya',
          profilePicture: null,
        },
      });
      const fake = createFakeApi()
        .on('GET', '/api/meetups/:id/discussion', {
          json: thread({ announcements: [announcement], posts: [post('p1', 'North gate open?')] }),
        })
        .on('POST', '/api/meetups/:id/discussion', { status: 201, json: mine });
      const { user } = renderWithProviders(
        <DiscussionCard meetupId={MEETUP_ID} userId={TEST_USER_ID} />,
      );

      const pinned = await screen.findByRole('list', { name: 'Announcements' });
      expect(within(pinned).getByText('We moved to the shaded field')).toBeInTheDocument();
      const posts = screen.getByRole('list', { name: 'Posts' });
      expect(within(posts).getByRole('article', { name: 'Post by Ana P.' })).toHaveTextContent(
        'North gate open?',
      );

      await user.type(screen.getByLabelText('Write a post'), 'Bringing water bowls');
      await user.click(screen.getByRole('button', { name: 'Post' }));
      expect(await findToast('Posted')).toBeInTheDocument();
      expect(fake.calls('POST', `/api/meetups/${MEETUP_ID}/discussion`)[0]?.body).toEqual({
        text: 'Bringing water bowls',
        replyTo: null,
      });
      const own = await within(posts).findByRole('article', { name: 'Post by Maya L.' });
      expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();

      await waitFor(() => expect(live.current.watching()).toContain(MEETUP_ID));
      live.current.push(
        { meetupId: MEETUP_ID, kind: 'post', message: post('p3', 'See you there!') },
        DISCUSSION_PUSH,
      );
      expect(await within(posts).findByText('See you there!')).toBeInTheDocument();
      live.current.push(
        { meetupId: MEETUP_ID, kind: 'removed', postId: 'p1', replyId: null },
        DISCUSSION_PUSH,
      );
      await waitFor(() => expect(screen.queryByText('North gate open?')).not.toBeInTheDocument());
    },
    TIMEOUT_MS,
  );

  it(
    'lets an organizer announce to this meetup or to every upcoming meetup of its series',
    async () => {
      signIn();
      installFakeSocket();
      const fake = createFakeApi()
        .on('GET', '/api/meetups/:id/discussion', { json: thread({ canModerate: true }) })
        .on('POST', '/api/meetups/:id/announcements', {
          status: 201,
          json: post('a1', 'New start time', { announcement: true }),
        });
      const { user } = renderWithProviders(
        <DiscussionCard meetupId={MEETUP_ID} userId={TEST_USER_ID} inSeries />,
      );

      await user.type(await screen.findByLabelText('Write a post'), 'New start time');
      expect(screen.queryByRole('group', { name: 'Announce to' })).not.toBeInTheDocument();
      await user.click(
        screen.getByLabelText('Send as an announcement to everyone going and waitlisted'),
      );
      const audience = screen.getByRole('group', { name: 'Announce to' });
      expect(within(audience).getByLabelText('This meetup')).toBeChecked();
      await user.click(within(audience).getByLabelText('Every upcoming meetup in this series'));
      await user.click(screen.getByRole('button', { name: 'Announce' }));
      expect(await findToast('Announcement sent')).toBeInTheDocument();
      expect(fake.calls('POST', `/api/meetups/${MEETUP_ID}/announcements`)[0]?.body).toEqual({
        text: 'New start time',
        wholeSeries: true,
      });
      const pinned = await screen.findByRole('list', { name: 'Announcements' });
      expect(within(pinned).getByText('New start time')).toBeInTheDocument();
      // The next announcement goes to this meetup unless chosen again.
      expect(screen.queryByRole('group', { name: 'Announce to' })).not.toBeInTheDocument();
    },
    TIMEOUT_MS,
  );

  it(
    'offers no series choice on a one-off meetup',
    async () => {
      signIn();
      installFakeSocket();
      createFakeApi().on('GET', '/api/meetups/:id/discussion', {
        json: thread({ canModerate: true }),
      });
      const { user } = renderWithProviders(
        <DiscussionCard meetupId={MEETUP_ID} userId={TEST_USER_ID} />,
      );
      await user.click(
        await screen.findByLabelText('Send as an announcement to everyone going and waitlisted'),
      );
      expect(screen.queryByRole('group', { name: 'Announce to' })).not.toBeInTheDocument();
    },
    TIMEOUT_MS,
  );

  it(
    'tells a visitor how to take part, and offers no composer',
    async () => {
      installFakeSocket();
      createFakeApi().on('GET', '/api/meetups/:id/discussion', {
        json: thread({ canWrite: false, posts: [post('p1', 'Hello')] }),
      });
      renderWithProviders(<DiscussionCard meetupId={MEETUP_ID} userId={null} />);
      expect(
        await screen.findByText('Sign in and join the group to take part in the discussion.'),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Write a post')).not.toBeInTheDocument();
      expect(screen.getByText('0 likes')).toBeInTheDocument();
    },
    TIMEOUT_MS,
  );
});
