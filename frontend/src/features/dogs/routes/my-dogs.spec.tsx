import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { AddDogBody } from '@packmeet/backend/contracts/requests/dog.request';
import { makeDog } from '@/testing/data';
import { createFakeApi, errorBody, gate } from '@/testing/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  chooseOption,
  findToast,
  renderApp,
  renderWithProviders,
  signIn,
} from '@/testing/test-utils';
import { MyDogsRoute } from './my-dogs';

/** A fake backend that keeps the dog list in memory, like the real one. */
function dogsBackend(initial: DogResponse[]) {
  let dogs = [...initial];
  const fake = createFakeApi()
    .on('GET', '/api/dogs', () => ({ json: dogs }))
    .on('POST', '/api/dogs', (request) => {
      const input = request.body as AddDogBody;
      const dog = makeDog({
        ...input,
        trainingWarnings: input.trainingWarnings ?? [],
      } as Partial<DogResponse>);
      dogs = [...dogs, dog];
      return { status: 201, json: dog };
    })
    .on('PUT', '/api/dogs/:id', (request, { id }) => {
      const current = dogs.find((dog) => dog.id === id);
      if (!current) return { status: 404, json: errorBody(404, 'Dog not found') };
      const updated = { ...current, ...(request.body as Partial<DogResponse>) };
      dogs = dogs.map((dog) => (dog.id === id ? updated : dog));
      return { json: updated };
    })
    .on('DELETE', '/api/dogs/:id', (_request, { id }) => {
      dogs = dogs.filter((dog) => dog.id !== id);
      return { status: 204 };
    });
  return fake;
}

const biscuit = () =>
  makeDog({
    name: 'Biscuit',
    breed: 'Golden Retriever',
    age: 'senior',
    trainingLevel: 'service',
    trainingWarnings: ['anxious', 'overstimulated'],
    description: 'Retired therapy dog who loves slow sniff walks and quiet corners of the park.',
  });

describe('/my-dogs (spec sections 2, 4, 8)', () => {
  it('shows the heading, subtitle and a card per dog with its details', async () => {
    dogsBackend([
      biscuit(),
      makeDog({ name: 'Olive', breed: null, age: null, trainingLevel: 'none', description: null }),
    ]);
    signIn();
    renderApp('/my-dogs');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Dogs' })).toBeInTheDocument();
    expect(screen.getByText('Manage your dog profiles')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Biscuit' });
    expect(within(card).getByText('Golden Retriever · Senior')).toBeInTheDocument();
    expect(within(card).getByText('Service Dog')).toBeInTheDocument();
    expect(within(card).getByText('Anxious in crowds')).toBeInTheDocument();
    expect(within(card).getByText('Gets overstimulated easily')).toBeInTheDocument();
    expect(within(card).getByText(/Retired therapy dog/)).toHaveClass('line-clamp-3');
    expect(within(card).getByRole('img', { name: 'No photo of Biscuit yet' })).toBeInTheDocument();

    const olive = screen.getByRole('article', { name: 'Olive' });
    expect(within(olive).getByText('No Training')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your dogs' })).toHaveClass(
      'grid-cols-1',
      'sm:grid-cols-2',
      'lg:grid-cols-3',
    );
  });

  it('hides a broken photo and shows the placeholder instead', async () => {
    dogsBackend([makeDog({ name: 'Olive', profilePicture: '/objects/uploads/missing.jpg' })]);
    signIn();
    renderApp('/my-dogs');

    const photo = await screen.findByRole('img', { name: 'Photo of Olive' });
    expect(photo).toHaveAttribute('src', '/objects/uploads/missing.jpg');
    photo.dispatchEvent(new Event('error'));

    expect(await screen.findByRole('img', { name: 'No photo of Olive yet' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo of Olive' })).not.toBeInTheDocument();
  });

  it('adds a dog through the Add New Dog dialog and refreshes the list', async () => {
    const fake = dogsBackend([biscuit()]);
    signIn();
    const { user } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Add Dog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Dog' });
    expect(dialog).toHaveTextContent('All dogs must be added to access group features.');

    await user.click(within(dialog).getByRole('button', { name: 'Add Dog' }));
    expect(within(dialog).getByText('Dog name is required')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/dogs')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Dog Name/), 'Juniper');
    await chooseOption(user, 'Breed', 'Border Collie', dialog);
    await chooseOption(user, 'Age Category', 'Young (1-3 years)', dialog);
    await user.type(within(dialog).getByLabelText('Description'), 'Herds the other puppies.');
    await chooseOption(user, 'Training Level', 'Intermediate training', dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Reactive to other dogs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Dog' }));

    expect(await findToast('Success!')).toHaveTextContent('Dog added successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Juniper' })).toBeInTheDocument();
    expect(fake.calls('POST', '/api/dogs')[0]?.body).toEqual({
      name: 'Juniper',
      breed: 'Border Collie',
      age: 'young',
      description: 'Herds the other puppies.',
      profilePicture: null,
      trainingLevel: 'intermediate',
      trainingWarnings: ['reactive'],
      sizeClass: null,
      vaccinations: [],
      spayedNeutered: null,
      needsSpace: false,
    });
    // Initial load (guard + screen share it) and one refetch after the create.
    expect(fake.calls('GET', '/api/dogs')).toHaveLength(2);
    // A whole form typed key by key and four selects: 3-9 s on two shared cores.
  }, 20_000);

  it('shows the server message when adding fails', async () => {
    dogsBackend([biscuit()]).on('POST', '/api/dogs', {
      status: 400,
      json: errorBody(400, 'Name must be at most 60 characters'),
    });
    signIn();
    const { user } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Add Dog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Dog' });
    await user.type(within(dialog).getByLabelText(/^Dog Name/), 'Juniper');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dog' }));

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Name must be at most 60 characters');
    expect(screen.getByRole('dialog', { name: 'Add New Dog' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to add dog' without a server message", async () => {
    dogsBackend([biscuit()]).on('POST', '/api/dogs', { status: 502, text: '' });
    signIn();
    const { user } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Add Dog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Dog' });
    await user.type(within(dialog).getByLabelText(/^Dog Name/), 'Juniper');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dog' }));

    expect(await findToast('Error')).toHaveTextContent('Failed to add dog');
  });

  it('edits a dog in the Edit {name} dialog and refreshes the list', async () => {
    const dog = biscuit();
    const fake = dogsBackend([dog]);
    signIn();
    const { user } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Edit Biscuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Biscuit' });
    const name = within(dialog).getByLabelText(/^Dog Name/);
    expect(name).toHaveValue('Biscuit');
    expect(within(dialog).getByRole('combobox', { name: 'Age Category' })).toHaveTextContent(
      'Senior (7+ years)',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Anxious in crowds' })).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Sir Biscuit');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Anxious in crowds' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Dog' }));

    expect(await findToast('Success!')).toHaveTextContent('Dog updated successfully!');
    expect(await screen.findByRole('article', { name: 'Sir Biscuit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls('PUT', `/api/dogs/${dog.id}`)[0]?.body).toMatchObject({
      name: 'Sir Biscuit',
      trainingWarnings: ['overstimulated'],
      trainingLevel: 'service',
    });
    expect(fake.calls('GET', '/api/dogs')).toHaveLength(2);
  });

  it('shows the server message when updating fails', async () => {
    const dog = biscuit();
    dogsBackend([dog]).on('PUT', '/api/dogs/:id', {
      status: 404,
      json: errorBody(404, 'Dog not found'),
    });
    signIn();
    const { user } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Edit Biscuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Biscuit' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Dog' }));

    expect(await findToast('Error')).toHaveTextContent('Dog not found');
  });

  it('asks for confirmation before deleting, then deletes and refreshes', async () => {
    const dog = biscuit();
    const fake = dogsBackend([dog, makeDog({ name: 'Olive' })]);
    signIn();
    const { user } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Delete Biscuit' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete Biscuit? This cannot be undone.',
    );

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls('DELETE', `/api/dogs/${dog.id}`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Biscuit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Biscuit' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await findToast('Success!')).toHaveTextContent('Dog deleted successfully!');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Biscuit' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Olive' })).toBeInTheDocument();
    expect(fake.calls('DELETE', `/api/dogs/${dog.id}`)).toHaveLength(1);
  });

  it("shows 'Failed to delete dog' when deleting fails without a message", async () => {
    dogsBackend([biscuit()]).on('DELETE', '/api/dogs/:id', { status: 500, text: '' });
    signIn();
    const { user } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Delete Biscuit' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await findToast('Error')).toHaveTextContent('Failed to delete dog');
  });

  it('sends the owner to /dog-setup after the last dog is deleted (access guard)', async () => {
    dogsBackend([biscuit()]);
    signIn();
    const { user, router } = renderApp('/my-dogs');

    await user.click(await screen.findByRole('button', { name: 'Delete Biscuit' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dog-setup'));
  });
});

describe('My Dogs screen without the guard', () => {
  function renderScreen() {
    const router = createMemoryRouter([{ path: '/my-dogs', element: <MyDogsRoute /> }], {
      initialEntries: ['/my-dogs'],
    });
    return renderWithProviders(<RouterProvider router={router} />);
  }

  it("shows 'Loading your dogs...' and then 'No Dogs Yet' with 'Add Your First Dog'", async () => {
    const dogs = gate();
    createFakeApi().on('GET', '/api/dogs', { json: [], until: dogs.until });
    signIn();
    const { user } = renderScreen();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your dogs...');
    dogs.open();
    expect(await screen.findByRole('heading', { name: 'No Dogs Yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Dog' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Dog' })).toBeInTheDocument();
  });
});
