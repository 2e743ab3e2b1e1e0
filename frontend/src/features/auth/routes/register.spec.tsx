import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { TEST_TOKEN } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { findToast, pickCity, renderApp, serveCities } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const valid = {
  'First Name': 'Maya',
  'Last Name': 'Lopez',
  Username: 'maya_walks',
  Email: 'maya@example.com',
  Password: 'sniffwalk',
};

async function fill(user: User, values: Partial<typeof valid>, city = 'Portland, OR') {
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  if (city) await pickCity(user, /^Location/, city.slice(0, 4), city);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('/register (spec sections 2, 4, 5, 8)', () => {
  it('marks every field required and links to /login', async () => {
    serveCities(createFakeApi());
    renderApp('/register');
    for (const label of [...Object.keys(valid), 'Location']) {
      expect(await screen.findByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    // City and state come from one city picker, which says so.
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveAccessibleDescription(
      'Start typing your city, then choose it from the list. We save your city and state.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows every validation message when submitted empty, and sends nothing', async () => {
    const fake = serveCities(createFakeApi());
    const { user } = renderApp('/register');
    await screen.findByLabelText(/^First Name/);

    await submit(user);

    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Invalid email address',
      'Password must be at least 6 characters',
      'City is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fake.calls('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('counts typed text as no location until a city is chosen from the list', async () => {
    serveCities(createFakeApi());
    const { user } = renderApp('/register');
    await fill(user, valid, '');
    const location = screen.getByRole('combobox', { name: /^Location/ });
    await waitFor(() => expect(location).toBeEnabled());
    await user.type(location, 'Portland');

    await submit(user);

    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(location).toHaveFocus();
  });

  it('checks the email format and the 6-character password minimum', async () => {
    serveCities(createFakeApi());
    const { user } = renderApp('/register');
    await fill(user, { ...valid, Email: 'maya@example', Password: '12345' });

    await submit(user);

    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();

    await fill(user, { Password: '123456' }, '');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it('creates the account, stores the token, welcomes the user and goes to /dog-setup', async () => {
    const fake = serveCities(createFakeApi()).on('POST', '/api/auth/register', {
      status: 201,
      json: { token: TEST_TOKEN },
    });
    const { user, router } = renderApp('/register');
    await fill(user, valid);
    await user.click(screen.getByRole('checkbox', { name: /professional dog trainer/i }));

    await submit(user);

    const toast = await findToast('Welcome to PackMeet!');
    expect(toast).toHaveTextContent(
      "Your account has been created successfully. Let's set up your dog profiles!",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dog-setup'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    expect(fake.calls('POST', '/api/auth/register')[0]?.body).toEqual({
      firstName: 'Maya',
      lastName: 'Lopez',
      username: 'maya_walks',
      email: 'maya@example.com',
      password: 'sniffwalk',
      city: 'Portland',
      state: 'OR',
      isTrainer: true,
    });
  });

  it('reports a taken email on the field and with the registration-failed toast', async () => {
    serveCities(createFakeApi()).on('POST', '/api/auth/register', {
      status: 409,
      json: errorBody(409, 'Email already registered'),
    });
    const { user, router } = renderApp('/register');
    await fill(user, valid);

    await submit(user);

    const toast = await findToast('Registration failed');
    expect(toast).toHaveTextContent('Please check your information and try again.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/register');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows server field errors from a 400 answer', async () => {
    serveCities(createFakeApi()).on('POST', '/api/auth/register', {
      status: 400,
      json: errorBody(400, 'Validation failed', [
        { path: 'username', message: 'Username must be at most 30 characters' },
      ]),
    });
    const { user } = renderApp('/register');
    await fill(user, valid);

    await submit(user);

    expect(await screen.findByText('Username must be at most 30 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed');
  });
});
