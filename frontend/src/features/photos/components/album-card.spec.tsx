import {
  ALBUM_PUSH,
  type AlbumPhoto,
  type AlbumResponse,
} from '@packmeet/backend/contracts/photos';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_USER_ID } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { installFakeSocket } from '@/testing/fake-socket';
import { findToast, renderWithProviders, signIn } from '@/testing/test-utils';
import { AlbumCard } from './album-card';

const TIMEOUT_MS = 15_000;
const MEETUP_ID = 'meetup-1';

const photo = (id: string, overrides: Partial<AlbumPhoto> = {}): AlbumPhoto => ({
  id,
  meetupId: MEETUP_ID,
  uploader: { id: 'someone', displayName: 'Ana P.' },
  addedAt: '2026-12-05T11:00:00.000Z',
  width: 800,
  height: 600,
  thumbURL: `/api/photos/${id}/thumb.jpg`,
  fullURL: `/api/photos/${id}/full.jpg`,
  tags: [],
  cover: false,
  canDelete: false,
  ...overrides,
});

const album = (photos: AlbumPhoto[], overrides: Partial<AlbumResponse> = {}): AlbumResponse => ({
  meetupId: MEETUP_ID,
  photos,
  canAdd: true,
  canChooseCover: false,
  taggableDogs: [{ id: 'dog-1', name: 'Juniper' }],
  ...overrides,
});

describe('the album card', () => {
  it(
    'shows the photos with who took them and the dogs in them; someone who went adds one',
    async () => {
      signIn();
      const mine = photo('p2', {
        uploader: { id: TEST_USER_ID, displayName: 'Maya L.' },
        canDelete: true,
      });
      const fake = createFakeApi()
        .on('GET', `/api/meetups/:id/photos`, {
          json: album([
            photo('p1', { tags: [{ dogId: 'dog-1', dogName: 'Juniper', ownerId: TEST_USER_ID }] }),
          ]),
        })
        .on('POST', '/api/objects/upload', { json: { uploadURL: 'https://storage.example/up/1' } })
        .on('PUT', 'https://storage.example/up/1', { status: 200 })
        .on('POST', '/api/meetups/:id/photos', { status: 201, json: album([photo('p1'), mine]) });
      const { user } = renderWithProviders(<AlbumCard meetupId={MEETUP_ID} />);

      const list = await screen.findByRole('list', { name: 'Album' });
      const first = within(list).getByRole('img', { name: 'Photo by Ana P., with Juniper' });
      expect(first).toHaveAttribute('src', '/api/photos/p1/thumb.jpg');
      // The owner of a tagged dog may take the tag off; nobody may delete another's photo.
      expect(within(list).getByRole('button', { name: 'Untag Juniper' })).toBeInTheDocument();
      expect(within(list).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

      await user.upload(
        screen.getByLabelText('Add a photo'),
        new File(['jpeg bytes'], 'walk.jpg', { type: 'image/jpeg' }),
      );
      expect(await findToast('Photo added')).toBeInTheDocument();
      expect(fake.calls('POST', `/api/meetups/${MEETUP_ID}/photos`)[0]?.body).toEqual({
        objectURL: 'https://storage.example/up/1',
      });
      expect(await screen.findByRole('img', { name: 'Photo by Maya L.' })).toHaveAttribute(
        'src',
        '/api/photos/p2/thumb.jpg',
      );
      expect(screen.getByRole('button', { name: 'Delete photo by maya l.' })).toBeInTheDocument();
    },
    TIMEOUT_MS,
  );

  it(
    'takes others’ added, changed and removed photos live from the socket',
    async () => {
      const live = installFakeSocket();
      createFakeApi().on('GET', `/api/meetups/:id/photos`, {
        json: album([photo('p1')], { canAdd: false, taggableDogs: [] }),
      });
      renderWithProviders(<AlbumCard meetupId={MEETUP_ID} />);
      const list = await screen.findByRole('list', { name: 'Album' });
      await waitFor(() => expect(live.current.watching()).toContain(MEETUP_ID));

      const added = photo('p2', { uploader: { id: 'bo', displayName: 'Bo K.' } });
      live.current.push(
        { meetupId: MEETUP_ID, groupId: 'group-1', kind: 'photo', photo: added },
        ALBUM_PUSH,
      );
      expect(await within(list).findByRole('img', { name: 'Photo by Bo K.' })).toBeInTheDocument();
      live.current.push(
        {
          meetupId: MEETUP_ID,
          groupId: 'group-1',
          kind: 'photo',
          photo: { ...added, tags: [{ dogId: 'dog-2', dogName: 'Pepper', ownerId: 'bo' }] },
        },
        ALBUM_PUSH,
      );
      expect(
        await within(list).findByRole('img', { name: 'Photo by Bo K., with Pepper' }),
      ).toBeInTheDocument();
      // Another meetup's album is not this one.
      live.current.push(
        { meetupId: 'meetup-2', groupId: 'group-1', kind: 'photo', photo: photo('p9') },
        ALBUM_PUSH,
      );
      live.current.push(
        { meetupId: MEETUP_ID, groupId: 'group-1', kind: 'removed', photoId: 'p1' },
        ALBUM_PUSH,
      );
      await waitFor(() =>
        expect(within(list).queryByRole('img', { name: 'Photo by Ana P.' })).toBeNull(),
      );
      expect(within(list).getAllByRole('img')).toHaveLength(1);
    },
    TIMEOUT_MS,
  );

  it(
    "says why an upload was refused, with the server's message",
    async () => {
      signIn();
      createFakeApi()
        .on('GET', `/api/meetups/:id/photos`, { json: album([]) })
        .on('POST', '/api/objects/upload', { json: { uploadURL: 'https://storage.example/up/2' } })
        .on('PUT', 'https://storage.example/up/2', { status: 200 })
        .on('POST', '/api/meetups/:id/photos', {
          status: 403,
          json: errorBody(403, 'Only people who went to this meetup can add photos.'),
        });
      const { user } = renderWithProviders(<AlbumCard meetupId={MEETUP_ID} />);
      await user.upload(
        await screen.findByLabelText('Add a photo'),
        new File(['jpeg bytes'], 'walk.jpg', { type: 'image/jpeg' }),
      );
      expect(await findToast('Error')).toHaveTextContent(
        'Only people who went to this meetup can add photos.',
      );
      await waitFor(() => expect(screen.getByText(/No photos yet/)).toBeInTheDocument());
    },
    TIMEOUT_MS,
  );

  it(
    'loads more photos a page at a time; a new photo waits for the last page',
    async () => {
      const live = installFakeSocket();
      const next = `/api/meetups/${MEETUP_ID}/photos?limit=1&cursor=abc`;
      const fake = createFakeApi().on('GET', `/api/meetups/:id/photos`, (request) =>
        request.url.includes('cursor=')
          ? { json: album([photo('p2', { uploader: { id: 'bo', displayName: 'Bo K.' } })]) }
          : new Response(JSON.stringify(album([photo('p1')])), {
              headers: { 'Content-Type': 'application/json', link: `<${next}>; rel="next"` },
            }),
      );
      const { user } = renderWithProviders(<AlbumCard meetupId={MEETUP_ID} />);
      const list = await screen.findByRole('list', { name: 'Album' });
      await waitFor(() => expect(live.current.watching()).toContain(MEETUP_ID));
      expect(within(list).getAllByRole('img')).toHaveLength(1);

      // Added after the pages not yet loaded: their last page brings it, not the push.
      live.current.push(
        { meetupId: MEETUP_ID, groupId: 'group-1', kind: 'photo', photo: photo('p3') },
        ALBUM_PUSH,
      );
      await user.click(screen.getByRole('button', { name: 'Show more photos' }));
      expect(await within(list).findByRole('img', { name: 'Photo by Bo K.' })).toBeInTheDocument();
      expect(fake.calls('GET', `/api/meetups/${MEETUP_ID}/photos`).at(-1)?.url).toContain(
        'cursor=abc',
      );
      expect(within(list).getAllByRole('img')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull();

      // Now the last page is here: a new photo comes at the end.
      live.current.push(
        { meetupId: MEETUP_ID, groupId: 'group-1', kind: 'photo', photo: photo('p4') },
        ALBUM_PUSH,
      );
      await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(3));
    },
    TIMEOUT_MS,
  );

  it('shows nothing to a visitor when there are no photos and they cannot add', async () => {
    createFakeApi().on('GET', `/api/meetups/:id/photos`, {
      json: album([], { canAdd: false, taggableDogs: [] }),
    });
    const { container } = renderWithProviders(<AlbumCard meetupId={MEETUP_ID} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
