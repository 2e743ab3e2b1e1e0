import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDog } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { chooseOption, findToast, renderApp, signIn } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const dogSection = (index: number) => screen.getByRole('region', { name: `Dog ${index}` });

async function completeDog(
  user: User,
  index: number,
  dog: { name: string; breed: string; age: string; training: string },
) {
  const section = dogSection(index);
  await user.type(within(section).getByLabelText(/^Dog Name/), dog.name);
  await chooseOption(user, /^Breed/, dog.breed, section);
  await chooseOption(user, /^Age/, dog.age, section);
  await chooseOption(user, /^Training Level/, dog.training, section);
}

describe('/dog-setup (spec sections 2, 5, 8)', () => {
  it('offers the setup readings of ages and training levels', async () => {
    createFakeApi();
    const { user } = renderApp('/dog-setup');
    await screen.findByRole('region', { name: 'Dog 1' });

    await user.click(screen.getByRole('combobox', { name: /^Age/ }));
    const ages = screen.getAllByRole('option').map((option) => option.textContent);
    expect(ages).toEqual([
      'Puppy (under 1 year)',
      'Young (1-2 years)',
      'Adult (3-7 years)',
      'Senior (8+ years)',
    ]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: /^Training Level/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No Training',
      'Basic Obedience',
      'Intermediate',
      'Advanced',
      'Service Dog',
    ]);
  });

  it('refuses to submit without at least one complete dog', async () => {
    const fake = createFakeApi();
    const { user } = renderApp('/dog-setup');
    const section = await screen.findByRole('region', { name: 'Dog 1' });
    await user.type(within(section).getByLabelText(/^Dog Name/), 'Pepper');
    await chooseOption(user, /^Breed/, 'Beagle', section);

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    const toast = await findToast('Please complete at least one dog profile');
    expect(toast).toHaveTextContent('Name, breed, age, and training level are required.');
    expect(fake.calls('POST', '/api/dogs/bulk')).toHaveLength(0);
  });

  it('does not let the only dog be removed, but allows removing extra dogs', async () => {
    createFakeApi();
    const { user } = renderApp('/dog-setup');
    await screen.findByRole('region', { name: 'Dog 1' });
    expect(screen.queryByRole('button', { name: /Remove dog/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Another Dog' }));
    expect(screen.getByRole('region', { name: 'Dog 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove dog 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove dog 2' }));
    expect(screen.queryByRole('region', { name: 'Dog 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove dog/ })).not.toBeInTheDocument();
  });

  it('submits only the complete dogs through /api/dogs/bulk and goes to the dashboard', async () => {
    const created = [makeDog({ name: 'Pepper' })];
    const fake = createFakeApi()
      .on('POST', '/api/dogs/bulk', { status: 201, json: created })
      .on('GET', '/api/dogs', { json: created });
    signIn();
    const { user, router } = renderApp('/dog-setup');
    await screen.findByRole('region', { name: 'Dog 1' });

    await completeDog(user, 1, {
      name: '  Pepper ',
      breed: 'Beagle',
      age: 'Young (1-2 years)',
      training: 'Basic Obedience',
    });
    await user.type(
      within(dogSection(1)).getByLabelText(/^Special Needs/),
      'Allergic to chicken treats',
    );
    await user.click(screen.getByRole('button', { name: 'Add Another Dog' }));
    await user.type(within(dogSection(2)).getByLabelText(/^Dog Name/), 'Half-finished');

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    const toast = await findToast('Success!');
    expect(toast).toHaveTextContent('Your dog profiles have been created.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fake.calls('POST', '/api/dogs/bulk')[0]?.body).toEqual({
      dogs: [
        {
          name: 'Pepper',
          breed: 'Beagle',
          age: 'young',
          trainingLevel: 'basic',
          specialNeeds: 'Allergic to chicken treats',
        },
      ],
    });
  });

  it('shows the failure toast when the dogs cannot be created', async () => {
    createFakeApi().on('POST', '/api/dogs/bulk', { status: 500, text: '' });
    signIn();
    const { user, router } = renderApp('/dog-setup');
    await screen.findByRole('region', { name: 'Dog 1' });
    await completeDog(user, 1, {
      name: 'Pepper',
      breed: 'Mixed Breed',
      age: 'Senior (8+ years)',
      training: 'No Training',
    });

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to create dog profiles. Please try again.');
    expect(router.state.location.pathname).toBe('/dog-setup');
  });

  it("links 'Skip for now' to /dashboard", async () => {
    createFakeApi().on('GET', '/api/dogs', { json: [makeDog()] });
    signIn();
    const { user, router } = renderApp('/dog-setup');

    await user.click(await screen.findByRole('link', { name: 'Skip for now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
