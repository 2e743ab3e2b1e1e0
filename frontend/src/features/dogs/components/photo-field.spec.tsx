import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDog } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { findToast, renderApp, signIn } from '@/testing/test-utils';

const UPLOAD_URL = 'https://storage.packmeet.test/uploads/7c1d';

function backend() {
  return createFakeApi()
    .on('GET', '/api/dogs', {
      json: [makeDog({ name: 'Biscuit', profilePicture: '/objects/uploads/biscuit' })],
    })
    .on('POST', '/api/objects/upload', { json: { uploadURL: UPLOAD_URL } })
    .on('PUT', UPLOAD_URL, { status: 200, text: '' })
    .on('PUT', '/api/objects/finalize', { json: { objectPath: '/objects/uploads/7c1d' } })
    .on('POST', '/api/dogs', (request) => ({ status: 201, json: makeDog(request.body as object) }));
}

const jpeg = () => new File([new Uint8Array(1024)], 'juniper.jpg', { type: 'image/jpeg' });

async function openAddDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Dog' }));
  return screen.findByRole('dialog', { name: 'Add New Dog' });
}

describe('dog photo field (spec sections 2, 4, 8)', () => {
  it("uploads a photo, previews it as 'Current photo' and sends its object path", async () => {
    const fake = backend();
    signIn();
    const { user } = renderApp('/my-dogs');
    const dialog = await openAddDialog(user);

    await user.upload(within(dialog).getByLabelText('Upload Photo'), jpeg());

    expect(await within(dialog).findByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/objects/uploads/7c1d',
    );
    expect(within(dialog).getByText('Current photo')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Change Photo')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Dog Name/), 'Juniper');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dog' }));
    await findToast('Success!');
    expect(fake.calls('POST', '/api/dogs')[0]?.body).toMatchObject({
      name: 'Juniper',
      profilePicture: '/objects/uploads/7c1d',
    });
  });

  it('refuses files that are not images or are larger than 5MB', async () => {
    const fake = backend();
    signIn();
    const { user } = renderApp('/my-dogs');
    const dialog = await openAddDialog(user);
    const input = within(dialog).getByLabelText('Upload Photo');

    // The picker only offers images; a user can still pick "All files", so skip `accept` here.
    const anyFileUser = userEvent.setup({ applyAccept: false });
    await anyFileUser.upload(input, new File(['%PDF'], 'shots.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please select an image file',
    );

    await user.upload(
      input,
      new File([new Uint8Array(5_242_881)], 'huge.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'File size must be less than 5MB',
    );
    expect(fake.calls('POST', '/api/objects/upload')).toHaveLength(0);
  });

  it("reports a failed new upload with 'Failed to finalize photo upload'", async () => {
    backend().on('PUT', UPLOAD_URL, { status: 500, text: '' });
    signIn();
    const { user } = renderApp('/my-dogs');
    const dialog = await openAddDialog(user);

    await user.upload(within(dialog).getByLabelText('Upload Photo'), jpeg());

    const toast = await findToast('Upload failed');
    expect(toast).toHaveTextContent('Failed to finalize photo upload');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to upload file');
  });

  it("reports a failed photo change with 'Failed to update photo'", async () => {
    backend().on('POST', '/api/objects/upload', { status: 500, text: '' });
    signIn();
    const { user } = renderApp('/my-dogs');
    await user.click(await screen.findByRole('button', { name: 'Edit Biscuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Biscuit' });

    await user.upload(within(dialog).getByLabelText('Change Photo'), jpeg());

    expect(await findToast('Upload failed')).toHaveTextContent('Failed to update photo');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to get upload URL');
  });
});
