import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeComment, makePost, TEST_USER_ID } from '@/testing/data';
import { backend, baseGroup, GROUP_ID, open } from '@/testing/group-page';
import { findToast } from '@/testing/test-utils';

describe('/groups/{id}: the feed (spec section 2, Recent Activity)', () => {
  it('creates a post with a photo through the composer', async () => {
    const { fake, setPosts } = backend({ group: { ...baseGroup, isMember: true, role: 'member' } });
    fake
      .on('POST', '/api/objects/upload', { json: { uploadURL: 'https://storage.example/up/abc' } })
      .on('PUT', 'https://storage.example/up/abc', { status: 200 })
      .on('PUT', '/api/objects/finalize', { json: { objectPath: '/objects/uploads/abc' } })
      .on('POST', '/api/groups/:id/posts', (request) => {
        const body = request.body as { content: string; imageUrl?: string };
        const created = makePost({
          groupId: GROUP_ID,
          content: body.content,
          imageUrl: body.imageUrl ?? null,
          author: { id: TEST_USER_ID, firstName: 'Maya', lastName: 'Lopez', profilePicture: null },
        });
        setPosts([created]);
        return { status: 201, json: created };
      });
    const { user } = await open();

    await user.click(await screen.findByRole('button', { name: 'Create Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    const post = within(dialog).getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^What's on your mind\?/), 'Sunday was lovely.');
    await user.upload(
      within(dialog).getByLabelText('Add Photo'),
      new File(['photo'], 'walk.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByRole('img', { name: 'Photo to share' })).toHaveAttribute(
      'src',
      '/objects/uploads/abc',
    );
    await user.click(post);

    expect(await findToast('Success!')).toHaveTextContent('Your post is live.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('POST', `/api/groups/${GROUP_ID}/posts`)[0]?.body).toEqual({
      content: 'Sunday was lovely.',
      imageUrl: '/objects/uploads/abc',
    });
    const article = await screen.findByRole('article', { name: 'Maya L.' });
    expect(within(article).getByText('Sunday was lovely.')).toBeInTheDocument();
    expect(
      within(article).getByRole('img', { name: 'Photo shared by Maya L.' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
  });

  it('shows the latest 3 comments, loads the rest, and adds a comment', async () => {
    const postId = 'post-7';
    const latest = ['Third', 'Fourth', 'Fifth'].map((content) => makeComment({ postId, content }));
    const all = [
      makeComment({ postId, content: 'First' }),
      makeComment({ postId, content: 'Second' }),
      ...latest,
    ];
    const { fake } = backend({
      group: { ...baseGroup, isMember: true, role: 'member' },
      posts: [makePost({ id: postId, groupId: GROUP_ID, comments: latest, commentCount: 5 })],
    });
    fake
      .on('GET', '/api/posts/:id/comments', { json: all })
      .on('POST', '/api/posts/:id/comments', (request) => ({
        status: 201,
        json: makeComment({
          postId,
          content: (request.body as { content: string }).content,
          author: { id: TEST_USER_ID, firstName: 'Maya', lastName: 'Lopez', profilePicture: null },
        }),
      }));
    const { user } = await open();

    const post = await screen.findByRole('article', { name: 'Sam R.' });
    const comments = () =>
      within(within(post).getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(comments()).toHaveLength(3);
    expect(within(post).getByText('5 comments')).toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'View all 5 comments' }));
    await waitFor(() => expect(comments()).toHaveLength(5));
    expect(within(post).queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();

    const box = within(post).getByRole('textbox', { name: "Comment on Sam R.'s post" });
    await user.type(box, 'Count us in!');
    await user.click(within(post).getByRole('button', { name: 'Post comment' }));

    await waitFor(() => expect(comments()).toHaveLength(6));
    expect(within(post).getByText('Count us in!')).toBeInTheDocument();
    expect(within(post).getByText('6 comments')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(fake.calls('POST', `/api/posts/${postId}/comments`)[0]?.body).toEqual({
      content: 'Count us in!',
    });
  });

  it('likes and unlikes a post (aria-pressed), trusting the server count', async () => {
    const postId = 'post-9';
    const { fake } = backend({
      group: { ...baseGroup, isMember: true, role: 'member' },
      posts: [makePost({ id: postId, groupId: GROUP_ID, likeCount: 2 })],
    });
    fake
      .on('POST', '/api/posts/:id/like', { json: { liked: true, likeCount: 7 } })
      .on('DELETE', '/api/posts/:id/like', { json: { liked: false, likeCount: 6 } });
    const { user } = await open();

    const post = await screen.findByRole('article', { name: 'Sam R.' });
    const like = within(post).getByRole('button', { name: 'Like (2)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(await within(post).findByRole('button', { name: 'Like (7)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(post).getByRole('button', { name: 'Like (7)' }));
    expect(await within(post).findByRole('button', { name: 'Like (6)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(fake.calls('POST', `/api/posts/${postId}/like`)).toHaveLength(1);
    expect(fake.calls('DELETE', `/api/posts/${postId}/like`)).toHaveLength(1);
  });

  it('deletes only your own posts, after confirming', async () => {
    const mine = makePost({
      id: 'post-mine',
      groupId: GROUP_ID,
      content: 'Anyone up for Saturday?',
      author: { id: TEST_USER_ID, firstName: 'Maya', lastName: 'Lopez', profilePicture: null },
    });
    const theirs = makePost({ id: 'post-theirs', groupId: GROUP_ID });
    const { fake } = backend({
      group: { ...baseGroup, isMember: true, role: 'member' },
      posts: [mine, theirs],
    });
    fake.on('DELETE', '/api/posts/:id', { status: 204 });
    const { user } = await open();

    const own = await screen.findByRole('article', { name: 'Maya L.' });
    expect(
      within(screen.getByRole('article', { name: 'Sam R.' })).queryByRole('button', {
        name: 'Delete post',
      }),
    ).not.toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Delete post' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this post? This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByText('Anyone up for Saturday?')).not.toBeInTheDocument(),
    );
    expect(fake.calls('DELETE', '/api/posts/post-mine')).toHaveLength(1);
    expect(await findToast('Success!')).toHaveTextContent('Your post was deleted.');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Recent Activity' })).toHaveFocus(),
    );
  });
});
