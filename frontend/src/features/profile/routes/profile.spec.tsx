import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/browser';
import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import { makeDog, makeProfile } from '@/testing/data';
import { createFakeApi, errorBody, gate } from '@/testing/fake-api';
import {
  findToast,
  pickCity,
  renderApp,
  renderWithProviders,
  serveCities,
  signIn,
} from '@/testing/test-utils';
import { ProfileRoute } from './profile';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn() }));

function profileBackend(initial: ProfileResponse) {
  let profile = initial;
  return serveCities(createFakeApi())
    .on('GET', '/api/dogs', { json: [makeDog()] })
    .on('GET', '/api/profile', () => ({ json: profile }))
    .on('PUT', '/api/profile', (request) => {
      profile = { ...profile, ...(request.body as Partial<ProfileResponse>) };
      return { json: profile };
    });
}

function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('/profile (spec sections 2, 4, 8)', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });

  it('shows the read view with Not provided / No bio provided for empty values', async () => {
    profileBackend(makeProfile({ lastName: '', state: '', bio: null }));
    signIn();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    expect(detail('Username')).toHaveTextContent('maya_walks');
    expect(detail('Email')).toHaveTextContent('maya@example.com');
    expect(detail('First Name')).toHaveTextContent('Maya');
    expect(detail('Last Name')).toHaveTextContent('Not provided');
    expect(detail('City')).toHaveTextContent('Portland');
    expect(detail('State')).toHaveTextContent('Not provided');
    expect(screen.getByText('No bio provided')).toBeInTheDocument();
    expect(screen.queryByText('Professional Dog Trainer')).not.toBeInTheDocument();
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
  });

  it('shows the member’s own attendance record: totals and each meetup with its outcome', async () => {
    const profile = makeProfile();
    const fake = profileBackend(profile).on('GET', '/api/users/:id/attendance', {
      json: {
        userId: profile.id,
        attended: 1,
        noShows: 1,
        entries: [
          {
            meetupId: 'm1',
            slug: 'saturday-sniffari',
            title: 'Saturday Sniffari',
            startsAt: '2031-05-10T16:00:00.000Z',
            groupId: 'g1',
            groupName: 'Laurelhurst Leash Walkers',
            outcome: 'attended',
            recordedAt: '2031-05-10T16:05:00.000Z',
          },
          {
            meetupId: 'm2',
            slug: 'dawn-patrol',
            title: 'Dawn Patrol',
            startsAt: '2031-05-03T14:00:00.000Z',
            groupId: 'g1',
            groupName: 'Laurelhurst Leash Walkers',
            outcome: 'no_show',
            recordedAt: '2031-05-03T17:00:00.000Z',
          },
        ],
      },
    });
    signIn();
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Attendance' });
    expect(within(card).getByText(/^Came to 1 meetup · 1 no-show\./)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Saturday Sniffari' })).toHaveAttribute(
      'href',
      '/event/saturday-sniffari',
    );
    const noShow = within(card).getByRole('link', { name: 'Dawn Patrol' }).closest('li')!;
    expect(within(noShow).getByText('No-show')).toBeInTheDocument();
    expect(fake.calls('GET', `/api/users/${profile.id}/attendance`)).toHaveLength(1);
  });

  it('leaves the attendance card out when the record cannot be read', async () => {
    const fake = profileBackend(makeProfile({ id: 'user-1' }));
    signIn();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: /^Maya/ })).toBeInTheDocument();
    // The record's request has been answered (with the fake's 404) before looking.
    await waitFor(() => expect(fake.calls('GET', '/api/users/user-1/attendance')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Attendance' })).not.toBeInTheDocument();
  });

  it('marks trainers and administrators', async () => {
    profileBackend(makeProfile({ isTrainer: true, trainerBio: null, isAdmin: true }));
    signIn();
    renderApp('/profile');

    expect(await screen.findByText('Professional Dog Trainer')).toBeInTheDocument();
    expect(screen.getByText('No trainer bio provided')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('edits the profile; the trainer switch reveals Trainer Bio; saving returns to the read view', async () => {
    const fake = profileBackend(makeProfile({ bio: 'Two rescue mutts, one grumpy cat.' }));
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByLabelText('First Name')).toHaveValue('Maya');
    expect(within(form).getByLabelText('Bio')).toHaveValue('Two rescue mutts, one grumpy cat.');
    expect(within(form).queryByLabelText('Trainer Bio')).not.toBeInTheDocument();

    const trainerSwitch = within(form).getByRole('switch', { name: 'Professional Dog Trainer' });
    await user.click(trainerSwitch);
    expect(trainerSwitch).toBeChecked();
    await user.type(
      within(form).getByLabelText('Trainer Bio'),
      'CPDT-KA, reactive dog specialist.',
    );
    const location = within(form).getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveValue('Portland, OR'));
    await pickCity(user, 'Location', 'Ben', 'Bend, OR', form);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    const toast = await findToast('Profile updated');
    expect(toast).toHaveTextContent('Your profile has been successfully updated.');
    expect(await screen.findByText('CPDT-KA, reactive dog specialist.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(detail('City')).toHaveTextContent('Bend');
    expect(fake.calls('PUT', '/api/profile')[0]?.body).toEqual({
      firstName: 'Maya',
      lastName: 'Lopez',
      bio: 'Two rescue mutts, one grumpy cat.',
      city: 'Bend',
      state: 'OR',
      isTrainer: true,
      trainerBio: 'CPDT-KA, reactive dog specialist.',
    });
    // The PUT answer updates the cache: no second GET.
    expect(fake.calls('GET', '/api/profile')).toHaveLength(1);
  });

  it('asks for a city from the list when the location text was edited but not chosen', async () => {
    const fake = profileBackend(makeProfile());
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const location = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveValue('Portland, OR'));
    await user.clear(location);
    await user.type(location, 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Choose your city from the list.')).toBeInTheDocument();
    expect(location).toHaveFocus();
    expect(fake.calls('PUT', '/api/profile')).toHaveLength(0);
  });

  it('hides Trainer Bio again when the switch is turned off, and Cancel discards changes', async () => {
    const fake = profileBackend(makeProfile({ isTrainer: true, trainerBio: 'Agility coach' }));
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Trainer Bio')).toHaveValue('Agility coach');
    await user.click(screen.getByRole('switch', { name: 'Professional Dog Trainer' }));
    expect(screen.queryByLabelText('Trainer Bio')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Agility coach')).toBeInTheDocument();
    expect(fake.calls('PUT', '/api/profile')).toHaveLength(0);
  });

  it('shows Saving... and the server message when saving fails', async () => {
    const answer = gate();
    profileBackend(makeProfile()).on('PUT', '/api/profile', {
      status: 400,
      json: errorBody(400, 'Bio must be at most 1000 characters'),
      until: answer.until,
    });
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.open();
    const toast = await findToast('Update failed');
    expect(toast).toHaveTextContent('Bio must be at most 1000 characters');
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to update profile. Please try again.'", async () => {
    profileBackend(makeProfile()).on('PUT', '/api/profile', { status: 500, text: '' });
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Update failed')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
  });

  it("shows 'Loading your profile...' and then 'Unable to load profile' with Try Again", async () => {
    const failure = gate();
    createFakeApi()
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/profile', { status: 500, text: '', until: failure.until });
    signIn();
    const { user } = renderApp('/profile');

    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    failure.open();
    expect(
      await screen.findByRole('heading', { name: 'Unable to load profile' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("shows 'Please Sign In' with Sign In and Sign Up links without a token", async () => {
    const fake = createFakeApi();
    const router = createMemoryRouter([{ path: '/profile', element: <ProfileRoute /> }], {
      initialEntries: ['/profile'],
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(fake.calls('GET', '/api/profile')).toHaveLength(0));
  });
});
