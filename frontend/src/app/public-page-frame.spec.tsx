import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrainerPageResponse } from '@packmeet/backend/contracts/trainers';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { renderApp, signIn } from '@/testing/test-utils';

const TRAINER: TrainerPageResponse = {
  id: 't-1',
  username: 'rosa',
  firstName: 'Rosa',
  lastName: 'Diaz',
  trainerBio: 'Calm walks for reactive dogs.',
  city: 'Tacoma',
  state: 'WA',
  profilePicture: null,
  activities: [],
  meetups: [],
  groups: [],
};

// The city answers 404: the page (no-groups screen) still sits in its frame.
const api = () =>
  createFakeApi()
    .on('GET', '/api/trainers/rosa', { json: TRAINER })
    .on('GET', '/api/locations/city/:slug', {
      status: 404,
      json: errorBody(404, 'City not found'),
    });

/** The signed-in frame: the side menu and the bell, and no visitors' header. */
async function expectSignedInFrame() {
  const menu = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(await screen.findByRole('link', { name: /^Notifications/ })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Primary' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
}

/** The visitors' header: Search, Find a Group, Start a Group, Log In and Sign Up; no side menu. */
function expectVisitorsHeader() {
  expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
}

describe('public pages: the signed-in frame for members, the public header for visitors', () => {
  it.each([
    ['the trainer page', '/trainers/rosa', 'Rosa Diaz'],
    ['a city page', '/city/bend-or', 'No Groups Found in This City'],
  ])('puts a visitor on %s under the public header', async (_, path, heading) => {
    api();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expectVisitorsHeader();
  });

  it.each([
    ['the trainer page', '/trainers/rosa', 'Rosa Diaz'],
    ['a city page', '/city/bend-or', 'No Groups Found in This City'],
    ['the group directory', '/groups', 'Browse All Groups'],
  ])('puts a signed-in member on %s in the signed-in frame', async (_, path, heading) => {
    signIn();
    api();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await expectSignedInFrame();
  });

  it.each([
    ['a group invitation', '/invite/no-such-code'],
    ['a trainer’s client invitation', '/client-invite/no-such-code'],
  ])('puts a signed-in member on %s in the signed-in frame', async (_, path) => {
    signIn();
    createFakeApi();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: "This invite link doesn't work" }),
    ).toBeInTheDocument();
    await expectSignedInFrame();
  });
});
