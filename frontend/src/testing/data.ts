import type { Dog } from '@/features/dogs/types';
import type { Profile } from '@/features/profile/types';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const TEST_USER_ID = '7d1f4c2e-5b8a-4e6f-9a3d-2c1b0e9f8a7d';

/** A dog as GET /api/dogs returns it. */
export function makeDog(overrides: Partial<Dog> = {}): Dog {
  const now = '2025-03-14T16:20:00.000Z';
  return {
    id: nextId(),
    ownerId: TEST_USER_ID,
    name: 'Biscuit',
    breed: 'Golden Retriever',
    age: 'adult',
    description: 'Gentle, food-motivated and loves a slow sniff walk.',
    profilePicture: null,
    trainingLevel: 'basic',
    trainingWarnings: [],
    specialNeeds: null,
    bio: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A profile as GET /api/profile returns it. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: TEST_USER_ID,
    username: 'maya_walks',
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Lopez',
    bio: null,
    city: 'Portland',
    state: 'OR',
    isTrainer: false,
    trainerBio: null,
    isAdmin: false,
    profilePicture: null,
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A realistic-looking JWT (the client never verifies it). */
export const TEST_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOiI3ZDFmNGMyZS01YjhhLTRlNmYtOWEzZC0yYzFiMGU5ZjhhN2QifQ.c2lnbmF0dXJl';
