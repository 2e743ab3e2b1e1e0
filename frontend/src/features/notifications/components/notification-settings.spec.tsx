import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  withDefaults,
  type NotificationPreferences,
} from '@packmeet/backend/contracts/notifications';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import { NotificationSettings } from './notification-settings';

const PLAYMATES = 'A playmate of my dog’s is going to a meetup I can see';

describe('notification settings', () => {
  it('shows playmates going off until turned on, beside the kinds that are on', async () => {
    let preferences: NotificationPreferences = defaultPreferences();
    const fake = createFakeApi()
      .on('GET', '/api/notifications/preferences', () => ({ json: preferences }))
      .on('PUT', '/api/notifications/preferences', () => {
        preferences = withDefaults({ 'playmate-going': { inApp: true } });
        return { json: preferences };
      });
    signIn();
    const { user } = renderWithProviders(<NotificationSettings />);

    const inApp = await screen.findByRole('switch', { name: `${PLAYMATES}: In app` });
    expect(inApp).not.toBeChecked();
    expect(screen.getByRole('switch', { name: `${PLAYMATES}: Email` })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'New meetups in my groups: In app' })).toBeChecked();

    await user.click(inApp);
    await waitFor(() => expect(inApp).toBeChecked());
    expect(fake.calls('PUT', '/api/notifications/preferences').map((call) => call.body)).toEqual([
      { kind: 'playmate-going', channel: 'inApp', enabled: true },
    ]);
  });
});
