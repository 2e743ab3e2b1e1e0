import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/browser';
import { makeDog, makeProfile } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { renderApp, serveCities, signIn } from '@/testing/test-utils';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn() }));

const OWNS =
  'Hand over the group you own to another organizer before deleting your account: Calm Corgis.';

function backend(deleteReply: { status: number; json?: unknown }) {
  return serveCities(createFakeApi())
    .on('GET', '/api/dogs', { json: [makeDog()] })
    .on('GET', '/api/profile', { json: makeProfile() })
    .on('DELETE', '/api/users/me', deleteReply);
}

async function confirmWith(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.type(within(dialog).getByLabelText(/Your password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
  return dialog;
}

describe('/profile: leaving PackMeet', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    localStorage.clear();
  });

  it('says which groups to hand over first, and stays signed in', async () => {
    const fake = backend({ status: 409, json: errorBody(409, OWNS) });
    signIn();
    const { user } = renderApp('/profile');
    const dialog = await confirmWith(user, 'correct horse battery');

    // What becomes of the email and username is said before anyone confirms.
    expect(dialog).toHaveTextContent(
      'Your email is free to sign up with again, as a new member; your username stays reserved, so no one else can take it.',
    );
    expect(await within(dialog).findByText(OWNS)).toBeInTheDocument();
    expect(fake.calls('DELETE', '/api/users/me')[0]?.body).toEqual({
      password: 'correct horse battery',
    });
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('signs out once the account is deleted', async () => {
    backend({ status: 204 });
    signIn();
    const { user } = renderApp('/profile');
    await confirmWith(user, 'correct horse battery');

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
