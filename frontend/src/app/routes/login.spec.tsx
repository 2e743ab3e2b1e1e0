import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { makeDog, TEST_TOKEN } from '@/testing/data';
import { createFakeApi, errorBody, type FakeApi, gate } from '@/testing/fake-api';
import { findToast, renderApp } from '@/testing/test-utils';

function withLogin(fake: FakeApi) {
  return fake.on('POST', '/api/auth/login', (request) => {
    const { email, password } = request.body as { email: string; password: string };
    if (email === 'maya@example.com' && password === 'correct horse') {
      return { json: { token: TEST_TOKEN } };
    }
    return { status: 401, json: errorBody(401, 'Invalid email or password') };
  });
}

async function signInThroughForm(
  user: ReturnType<typeof renderApp>['user'],
  password = 'correct horse',
) {
  await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login (spec sections 2, 4, 8)', () => {
  it('signs in, stores the token, greets, and goes to /dashboard when the user has dogs', async () => {
    const fake = withLogin(createFakeApi()).on('GET', '/api/dogs', { json: [makeDog()] });
    const { user, router } = renderApp('/login');

    await signInThroughForm(user);

    const toast = await findToast('Welcome back!');
    expect(toast).toHaveTextContent("You've been logged in successfully.");
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    expect(fake.calls('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'maya@example.com',
      password: 'correct horse',
    });
    // The guard reuses the list fetched right after sign-in.
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(fake.calls('GET', '/api/dogs')).toHaveLength(1);
    expect(fake.calls('GET', '/api/dogs')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${TEST_TOKEN}`,
    );
  });

  it('goes to /dog-setup when the user has no dogs', async () => {
    withLogin(createFakeApi()).on('GET', '/api/dogs', { json: [] });
    const { user, router } = renderApp('/login');

    await signInThroughForm(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dog-setup'));
    expect(await screen.findByRole('heading', { name: 'Introduce your pack' })).toBeInTheDocument();
  });

  it('logs a failing dogs check and treats it as no dogs', async () => {
    withLogin(createFakeApi()).on('GET', '/api/dogs', { status: 500, text: '' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderApp('/login');

    await signInThroughForm(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dog-setup'));
    expect(logged).toHaveBeenCalledWith(
      'Could not check your dogs after signing in',
      expect.objectContaining({ message: '500: Internal Server Error' }),
    );
  });

  it('shows Signing in... while pending and a destructive toast on failure', async () => {
    const answer = gate();
    const fake = createFakeApi().on('POST', '/api/auth/login', {
      status: 401,
      json: errorBody(401, 'Invalid email or password'),
      until: answer.until,
    });
    const { user, router } = renderApp('/login');

    await signInThroughForm(user, 'wrong');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.open();
    const toast = await findToast('Login failed');
    expect(toast).toHaveTextContent('Please check your email and password.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(fake.calls('GET', '/api/dogs')).toHaveLength(0);
  });

  it('marks both fields required and the email field as an email input', async () => {
    createFakeApi();
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('login dialog on the landing page', () => {
  it("opens from Log In with the title 'Sign In to PackMeet' and signs in", async () => {
    withLogin(createFakeApi()).on('GET', '/api/dogs', { json: [makeDog()] });
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to PackMeet' });
    await user.type(within(dialog).getByLabelText('Email'), 'maya@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await findToast('Welcome back!')).toBeInTheDocument();
  });

  it("closes when 'Create your account' is followed and shows /register", async () => {
    createFakeApi();
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to PackMeet' });
    await user.click(within(dialog).getByRole('link', { name: 'Create your account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the Log In button', async () => {
    createFakeApi();
    const { user } = renderApp('/');
    const logIn = await screen.findByRole('button', { name: 'Log In' });

    await user.click(logIn);
    await screen.findByRole('dialog', { name: 'Sign In to PackMeet' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logIn).toHaveFocus();
  });
});
