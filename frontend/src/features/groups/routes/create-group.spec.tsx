import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDog, makeGroup, makeGroupList, makeProfile } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { findToast, pickCity, renderApp, serveCities, signIn } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

function backend() {
  return serveCities(createFakeApi())
    .on('GET', '/api/dogs', { json: [makeDog()] })
    .on('GET', '/api/groups', { json: makeGroupList() });
}

async function open() {
  signIn();
  const result = renderApp('/create-group');
  await screen.findByRole('heading', { level: 1, name: 'Create a Group' });
  return result;
}

const submitButton = () => screen.getByRole('button', { name: 'Create Group' });

async function fillAll(user: User, name = 'Zilker Calm Walkers', description = 'Slow walks.') {
  await user.type(screen.getByLabelText(/^Group Name/), name);
  await user.type(screen.getByLabelText(/^Description/), description);
  await pickCity(user, /^Location/, 'Aus', 'Austin, TX');
}

describe('/create-group (spec sections 2, 5, 7, 8)', () => {
  it('has a back link to the dashboard and keeps Create Group disabled until all three are there', async () => {
    backend();
    const { user } = await open();

    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Add a name, a description and a location to create your group.',
    );

    await user.type(screen.getByLabelText(/^Group Name/), 'Zilker Calm Walkers');
    await user.type(screen.getByLabelText(/^Description/), 'Slow walks.');
    expect(submitButton()).toBeDisabled();

    // Text typed in the city picker is not a location until a city is chosen.
    const location = screen.getByRole('combobox', { name: /^Location/ });
    await user.type(location, 'Austin');
    expect(submitButton()).toBeDisabled();

    await user.clear(location);
    await pickCity(user, /^Location/, 'Aus', 'Austin, TX');
    expect(submitButton()).toBeEnabled();
  });

  it('says up front that an unverified email must be verified first, instead of a form the server would refuse', async () => {
    const fake = backend().on('GET', '/api/profile', {
      json: makeProfile({ emailVerified: false, emailVerificationRequired: true }),
    });
    await open();
    const notices = await screen.findAllByRole('region', { name: 'Verify your email' });
    // The frame's banner, and in the form's place the words the server would refuse with.
    expect(notices.at(-1)).toHaveTextContent(
      'Please verify your email address before you create a group.',
    );
    expect(screen.queryByLabelText(/^Group Name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Group' })).not.toBeInTheDocument();
    expect(fake.calls('POST', '/api/groups')).toHaveLength(0);
  });

  it('shows the form to an unverified account where addresses are not verified (email off)', async () => {
    backend().on('GET', '/api/profile', {
      json: makeProfile({ emailVerified: false, emailVerificationRequired: false }),
    });
    await open();
    await waitFor(() => expect(screen.getByLabelText(/^Group Name/)).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it('comes with the city and activity filled in from a city page’s link', async () => {
    backend();
    signIn();
    renderApp('/create-group?city=Austin&state=TX&activity=scent-work');
    await screen.findByRole('heading', { level: 1, name: 'Create a Group' });
    // The picker shows the city once it has its list of cities.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveValue('Austin, TX'),
    );
    expect(screen.getByRole('checkbox', { name: 'Scent work' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Agility' })).not.toBeChecked();
  });

  it('creates the group with coordinates as strings, without max members, then goes to /find-groups', async () => {
    const fake = backend().on('POST', '/api/groups', {
      status: 201,
      json: makeGroup({ name: 'Zilker Calm Walkers' }),
    });
    const { user, router } = await open();

    await fillAll(user, '  Zilker Calm Walkers ', ' Slow walks. ');
    await user.type(screen.getByLabelText(/^Maximum Members/), '12');
    await user.click(screen.getByRole('radio', { name: /^Private/ }));
    await user.click(submitButton());

    const toast = await findToast('Success!');
    expect(toast).toHaveTextContent('Your group has been created successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/find-groups'));
    expect(fake.calls('POST', '/api/groups')[0]?.body).toEqual({
      name: 'Zilker Calm Walkers',
      description: 'Slow walks.',
      city: 'Austin',
      state: 'TX',
      latitude: '30.26715000',
      longitude: '-97.74306000',
      isPrivate: true,
      kind: 'private',
    });
  });

  it('refuses blank-only fields with the spec toast and sends nothing', async () => {
    const fake = backend();
    const { user } = await open();

    await fillAll(user, '   ', 'Slow walks.');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    const toast = await findToast('Please complete all required fields');
    expect(toast).toHaveTextContent('Name, description, and location are required.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(fake.calls('POST', '/api/groups')).toHaveLength(0);
  });

  it('checks the optional max members (1 to 1000)', async () => {
    const fake = backend();
    const { user } = await open();

    await fillAll(user);
    await user.type(screen.getByLabelText(/^Maximum Members/), '1001');
    await user.click(submitButton());

    expect(screen.getByText('Enter a whole number from 1 to 1000.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Maximum Members/)).toHaveFocus();
    expect(fake.calls('POST', '/api/groups')).toHaveLength(0);
  });

  it("reports a failure with 'Error' / 'Failed to create group. Please try again.'", async () => {
    backend().on('POST', '/api/groups', {
      status: 400,
      json: errorBody(400, 'Validation failed', [{ path: 'name', message: 'Name is required' }]),
    });
    const { user, router } = await open();

    await fillAll(user);
    await user.click(submitButton());

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to create group. Please try again.');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-group');
  });
});
