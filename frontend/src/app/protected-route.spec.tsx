import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { makeDog, TEST_TOKEN } from '@/testing/data';
import { createFakeApi, errorBody, gate } from '@/testing/fake-api';
import { renderApp, signIn } from '@/testing/test-utils';

describe('access guard (spec section 4)', () => {
  it('sends a visitor without a token to /login', async () => {
    const fake = createFakeApi();
    const { router } = renderApp('/my-dogs');

    expect(await screen.findByRole('heading', { name: 'Sign In to PackMeet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fake.calls('GET', '/api/dogs')).toHaveLength(0);
  });

  it('shows a spinner with Loading... while the dog list loads, then the screen', async () => {
    const dogs = gate();
    const fake = createFakeApi().on('GET', '/api/dogs', {
      json: [makeDog({ name: 'Juniper' })],
      until: dogs.until,
    });
    signIn();
    const { router } = renderApp('/my-dogs');

    await waitFor(() => expect(fake.calls('GET', '/api/dogs')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'My Dogs' })).not.toBeInTheDocument();
    dogs.open();
    expect(await screen.findByRole('heading', { name: 'My Dogs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-dogs');
    const [request] = fake.calls('GET', '/api/dogs');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('discards the token and goes to /login when the dog list fails, without retrying', async () => {
    const fake = createFakeApi().on('GET', '/api/dogs', {
      status: 401,
      json: errorBody(401, 'Unauthorized'),
    });
    signIn();
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(fake.calls('GET', '/api/dogs')).toHaveLength(1);
  });

  it('keeps the token when the dog list gets no answer at all, and offers another try', async () => {
    let online = false;
    const fake = createFakeApi().on('GET', '/api/dogs', () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { json: [makeDog({ name: 'Juniper' })] };
    });
    signIn();
    const { router } = renderApp('/my-dogs');

    expect(
      await screen.findByRole('heading', { name: "We couldn't reach PackMeet" }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    expect(router.state.location.pathname).toBe('/my-dogs');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'My Dogs' })).toBeInTheDocument();
    expect(fake.calls('GET', '/api/dogs')).toHaveLength(2);
  });

  it('sends a signed-in owner without dogs to /dog-setup', async () => {
    createFakeApi().on('GET', '/api/dogs', { json: [] });
    signIn();
    const { router } = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Introduce your pack' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dog-setup');
  });

  it.each(['/dashboard', '/find-groups', '/create-group', '/groups/42', '/my-dogs', '/profile'])(
    'protects %s',
    async (path) => {
      createFakeApi();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each([
    '/login',
    '/register',
    '/dog-setup',
    '/meetups/7',
    '/event/sunday-sniff',
    '/city/portland-or',
  ])('leaves %s public', async (path) => {
    createFakeApi();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
