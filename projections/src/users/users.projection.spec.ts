import { describe, expect, it } from 'vitest';
import {
  AdminGranted,
  UserProfileUpdated,
  UserRegistered,
} from '@packmeet/backend/contracts/events';
import { USERS, USER_CREDENTIALS } from '@packmeet/backend/contracts/read-models';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { usersProjection } from './users.projection.js';

const maya = UserRegistered({
  userId: 'u1',
  username: 'Maya',
  email: 'maya@example.com',
  passwordHash: 'argon2-hash',
  firstName: 'Maya',
  lastName: 'Lopez',
  city: 'Austin',
  state: 'TX',
  latitude: 30.26715,
  longitude: -97.74306,
  isTrainer: false,
});

describe('users projection', () => {
  it('creates a profile and credentials on registration', async () => {
    const { documents } = await project([usersProjection], [maya]);
    expect(withoutPosition(await documents.collection(USERS).find())).toEqual([
      {
        _id: 'u1',
        username: 'Maya',
        email: 'maya@example.com',
        firstName: 'Maya',
        lastName: 'Lopez',
        city: 'Austin',
        state: 'TX',
        latitude: 30.26715,
        longitude: -97.74306,
        isTrainer: false,
        bio: null,
        trainerBio: null,
        isAdmin: false,
        profilePicture: null,
        // Registered without asking for verification (as before it existed): verified.
        emailVerified: true,
        pendingEmail: null,
        tokenVersion: 0,
        calendarFeedVersion: 0,
        createdAt: '2026-11-01T12:00:00.000Z',
        updatedAt: '2026-11-01T12:00:00.000Z',
      },
    ]);
    expect(withoutPosition(await documents.collection(USER_CREDENTIALS).find())).toEqual([
      { _id: 'maya@example.com', userId: 'u1', passwordHash: 'argon2-hash', tokenVersion: 0 },
    ]);
  });

  it('applies profile changes and the admin grant', async () => {
    const { documents } = await project(
      [usersProjection],
      [
        maya,
        UserProfileUpdated({
          userId: 'u1',
          changes: { isTrainer: true, trainerBio: 'CPDT-KA', bio: 'Hi' },
        }),
        AdminGranted({ userId: 'u1', grantedBy: 'cli' }),
      ],
    );
    expect(await documents.collection(USERS).findOne({ _id: 'u1' })).toMatchObject({
      isTrainer: true,
      trainerBio: 'CPDT-KA',
      bio: 'Hi',
      isAdmin: true,
      firstName: 'Maya',
    });
  });
});
