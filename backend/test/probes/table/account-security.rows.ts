import type { Role, World } from '../support/world.js';
import { everyone, signedIn, type Row } from './cells.js';

/*
 * Credentials and email (docs/api.md "Accounts"). Signing out everywhere voids
 * the role's token, so the role signs in again before the next cell runs.
 */

const signedOut = new Set<Role>();

async function signBackIn(world: World): Promise<void> {
  for (const role of signedOut) {
    if (role === 'anonymous') continue;
    const user = world.users[role];
    const response = await world.http.post<{ token: string }>('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    user.token = response.body.token;
  }
  signedOut.clear();
}

/** Signing out comes first and the next row signs the last role back in, so no later row meets a void token. */
export const ACCOUNT_SECURITY_ROWS: Row[] = [
  {
    route: 'POST /api/auth/sign-out-everywhere',
    cases: [
      {
        name: 'own',
        path: async (world, role) => {
          await signBackIn(world);
          signedOut.add(role);
          return '/api/auth/sign-out-everywhere';
        },
        expect: signedIn(204),
      },
    ],
  },
  {
    route: 'POST /api/auth/password-reset',
    cases: [
      {
        name: 'an unknown email',
        path: async (world) => {
          await signBackIn(world);
          return '/api/auth/password-reset';
        },
        body: (_w, role) => ({ email: `nobody-${role}@example.com` }),
        expect: everyone(202),
      },
    ],
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    cases: [
      {
        name: 'a forged link',
        path: () => '/api/auth/password-reset/confirm',
        body: () => ({ token: `someone.${'A'.repeat(43)}`, password: 'new password' }),
        expect: everyone(400),
      },
    ],
  },
  {
    route: 'POST /api/auth/verify-email',
    cases: [
      {
        name: 'a forged link',
        path: async (world) => {
          await signBackIn(world);
          return '/api/auth/verify-email';
        },
        body: () => ({ token: `someone.${'A'.repeat(43)}` }),
        expect: everyone(400),
      },
    ],
  },
  {
    route: 'POST /api/auth/verify-email/resend',
    // Email is off on the table's server: there is no link to send (with email on, the roles'
    // accounts would have verified theirs, and there would be nothing to resend either).
    cases: [{ name: 'own', path: () => '/api/auth/verify-email/resend', expect: signedIn(409) }],
  },
  {
    route: 'PUT /api/profile/password',
    cases: [
      {
        name: 'a wrong current password',
        path: () => '/api/profile/password',
        body: () => ({ currentPassword: 'not it', newPassword: 'new password' }),
        expect: signedIn(400),
      },
    ],
  },
  {
    route: 'PUT /api/profile/email',
    cases: [
      {
        name: 'a wrong password',
        path: () => '/api/profile/email',
        body: (_w, role) => ({ email: `new-${role}@example.com`, password: 'not it' }),
        expect: signedIn(400),
      },
    ],
  },
];
