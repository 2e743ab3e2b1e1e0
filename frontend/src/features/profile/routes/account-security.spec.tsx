import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth-token';
import { makeDog, makeProfile } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { renderApp, serveCities, signIn } from '@/testing/test-utils';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn() }));

describe('/profile: sign-in and security', () => {
  it('says plainly that an unverified email holds groups and meetups back, and resends the link', async () => {
    const api = serveCities(createFakeApi())
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/profile', { json: makeProfile({ emailVerified: false }) })
      .on('POST', '/api/auth/verify-email/resend', {
        status: 202,
        json: { message: 'We sent you a new verification link. It works for 48 hours.' },
      });
    signIn();
    renderApp('/profile');

    const notice = await screen.findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent(
      'Please verify your email address (maya@example.com) to create groups and schedule meetups.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'We sent you a new verification link.',
    );
    expect(api.calls('POST', '/api/auth/verify-email/resend')).toHaveLength(1);

    // Asked too often: the server's 429 says when to try again.
    const tooMany =
      'We have sent several verification emails already. Please wait 15 minutes and try again.';
    api.on('POST', '/api/auth/verify-email/resend', {
      status: 429,
      json: errorBody(429, tooMany),
    });
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(within(notice).getByRole('status')).toHaveTextContent(tooMany));
  });

  it('asks nothing of an unverified address when the server does not verify addresses (email off)', async () => {
    serveCities(createFakeApi())
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/profile', {
        json: makeProfile({ emailVerified: false, emailVerificationRequired: false }),
      });
    signIn();
    renderApp('/profile');
    await screen.findByRole('form', { name: 'Change password' });
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
    expect(screen.queryByText(/verify your email/i)).not.toBeInTheDocument();
  });

  it('says where the link went when email is on, and that the email changed when the server changed it at once (email off)', async () => {
    const api = serveCities(createFakeApi())
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/profile', { json: makeProfile() })
      .on('PUT', '/api/profile/email', {
        json: makeProfile({ pendingEmail: 'new@example.com' }),
      });
    signIn();
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Change email' });
    const change = async () => {
      await userEvent.clear(within(form).getByLabelText('New email'));
      await userEvent.type(within(form).getByLabelText('New email'), 'new@example.com');
      await userEvent.type(within(form).getByLabelText('Your password'), 'secret 1');
      await userEvent.click(within(form).getByRole('button', { name: 'Change Email' }));
    };
    await change();
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'We sent a link to new@example.com. Your email changes once you open it.',
    );

    api.on('PUT', '/api/profile/email', {
      json: makeProfile({
        email: 'new@example.com',
        emailVerified: false,
        emailVerificationRequired: false,
      }),
    });
    await change();
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'Your email is now new@example.com.',
      ),
    );
    expect(api.calls('PUT', '/api/profile/email').at(-1)!.body).toEqual({
      email: 'new@example.com',
      password: 'secret 1',
    });
  });

  it('changes the password with the current one and keeps this device signed in with the new token', async () => {
    const api = serveCities(createFakeApi())
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/profile', { json: makeProfile() })
      .on('PUT', '/api/profile/password', (request) =>
        (request.body as { currentPassword: string }).currentPassword === 'right one'
          ? { json: { token: 'the-new-token' } }
          : { status: 400, json: errorBody(400, 'Your current password is not correct.') },
      );
    signIn();
    renderApp('/profile');
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong one');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'brand new 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );

    await userEvent.clear(within(form).getByLabelText('Current password'));
    await userEvent.type(within(form).getByLabelText('Current password'), 'right one');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Password changed. Your other devices are signed out.',
    );
    await waitFor(() => expect(getToken()).toBe('the-new-token'));
    expect(api.calls('PUT', '/api/profile/password').at(-1)!.body).toEqual({
      currentPassword: 'right one',
      newPassword: 'brand new 1',
    });
  });
});
