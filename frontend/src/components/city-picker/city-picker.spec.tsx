import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field';
import { createFakeApi, gate } from '@/testing/fake-api';
import { makeCity, renderWithProviders, serveCities } from '@/testing/test-utils';
import { CityPicker, type CityValue } from './city-picker';

function Harness({
  initial = null,
  onChange = () => undefined,
}: {
  initial?: CityValue | null;
  onChange?: (value: CityValue | null) => void;
}) {
  const [value, setValue] = useState<CityValue | null>(initial);
  return (
    <form aria-label="Harness" onSubmit={(event) => event.preventDefault()}>
      <Field id="location" label="Location">
        {(control) => (
          <CityPicker
            {...control}
            value={value}
            onChange={(next) => {
              setValue(next);
              onChange(next);
            }}
          />
        )}
      </Field>
      <output aria-label="Chosen">{value ? `${value.city}|${value.state}` : 'none'}</output>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Location' });

describe('city picker (spec sections 3, 4, 5)', () => {
  it("is disabled and reads 'Loading...' until the maps key request settles", async () => {
    const key = gate();
    serveCities(createFakeApi()).on('GET', '/api/config/google-maps-key', {
      text: 'test-key',
      until: key.until,
    });
    renderWithProviders(<Harness />);

    expect(combobox()).toBeDisabled();
    expect(combobox()).toHaveAttribute('placeholder', 'Loading...');
    key.open();

    await waitFor(() => expect(combobox()).toBeEnabled());
    expect(combobox()).not.toHaveAttribute('placeholder', 'Loading...');
  });

  it('logs a failed key request and still works as a search box', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = serveCities(createFakeApi()).on('GET', '/api/config/google-maps-key', {
      status: 500,
      text: '',
    });
    const { user } = renderWithProviders(<Harness />);

    await waitFor(() => expect(combobox()).toBeEnabled());
    expect(logged).toHaveBeenCalledTimes(1);

    await user.type(combobox(), 'Aus');
    expect(await screen.findByRole('option', { name: /Austin, TX/ })).toBeInTheDocument();
    expect(fake.calls('GET', '/api/locations/cities')).toHaveLength(1);
  });

  it('searches once typing pauses, then moves with the arrow keys and chooses with Enter', async () => {
    const changes: (CityValue | null)[] = [];
    const fake = serveCities(createFakeApi());
    const { user } = renderWithProviders(<Harness onChange={(value) => changes.push(value)} />);
    await waitFor(() => expect(combobox()).toBeEnabled());

    await user.type(combobox(), 'Au');

    const listbox = await screen.findByRole('listbox', { name: 'Suggested cities' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Austin, TX'),
      expect.stringContaining('Aurora, CO'),
    ]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    // Typing 'A' then 'u' inside the debounce window asks once, for the whole text.
    const calls = fake.calls('GET', '/api/locations/cities');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url, 'http://localhost').searchParams.get('q')).toBe('Au');
    expect(new URL(calls[0]!.url, 'http://localhost').searchParams.get('limit')).toBe('8');

    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Enter}');

    expect(combobox()).toHaveValue('Aurora, CO');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(changes.at(-1)).toEqual({
      city: 'Aurora',
      state: 'CO',
      latitude: 39.72943,
      longitude: -104.83192,
    });
  });

  it('closes with Escape, and a second Escape restores the chosen city', async () => {
    serveCities(createFakeApi());
    const { user } = renderWithProviders(<Harness initial={{ city: 'Bend', state: 'OR' }} />);
    await waitFor(() => expect(combobox()).toBeEnabled());
    expect(combobox()).toHaveValue('Bend, OR');

    await user.clear(combobox());
    await user.type(combobox(), 'Por');
    await screen.findByRole('option', { name: /Portland, OR/ });
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('none');

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Por');

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('Bend, OR');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('Bend|OR');
  });

  it('chooses with a click, and only a chosen city with a state counts', async () => {
    // Every city the server suggests has a state (its own tests check that).
    serveCities(createFakeApi(), [makeCity('Springfield', 'IL'), makeCity('Springfield', 'MO')]);
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(combobox()).toBeEnabled());

    await user.type(combobox(), 'Springfield');
    await screen.findByRole('option', { name: /Springfield, IL/ });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // Typed text alone is not a city.
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('none');

    await user.click(screen.getByRole('option', { name: /Springfield, IL/ }));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('Springfield|IL');
    expect(combobox()).toHaveFocus();

    await user.type(combobox(), 'x');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('none');
  });

  it('says when no US city matches, and Enter without a highlighted city chooses nothing', async () => {
    serveCities(createFakeApi());
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(combobox()).toBeEnabled());

    await user.type(combobox(), 'Zz');
    expect(
      await screen.findByText('No US cities match "Zz".', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('none');
  });
});
