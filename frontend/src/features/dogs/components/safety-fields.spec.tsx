import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeDog } from '@/testing/data';
import { chooseOption, renderWithProviders } from '@/testing/test-utils';
import { DogForm, VACCINATION_INCOMPLETE } from './dog-form';

describe('the dog form: size, vaccinations and spayed/neutered', () => {
  it('sends the size, each complete vaccination row and the spayed/neutered answer', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<DogForm onSubmit={onSubmit} isSaving={false} />);

    await user.type(screen.getByLabelText(/^Dog Name/), 'Biscuit');
    await chooseOption(user, /^Size/, 'Medium (25-50 lb)');

    await user.click(screen.getByRole('button', { name: 'Add vaccination' }));
    await user.click(screen.getByRole('button', { name: 'Add vaccination' }));
    const first = screen.getByRole('group', { name: 'Vaccination 1' });
    await chooseOption(user, 'Vaccine', 'Rabies', first);
    fireEvent.change(within(first).getByLabelText('Expires on'), {
      target: { value: '2027-05-01' },
    });

    // A half-filled row is not silently dropped (an empty one is).
    await chooseOption(
      user,
      'Vaccine',
      'DHPP',
      screen.getByRole('group', { name: 'Vaccination 2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Dog' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VACCINATION_INCOMPLETE);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove vaccination 2' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Add Dog' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Biscuit',
        sizeClass: 'medium',
        vaccinations: [{ vaccine: 'rabies', expiresOn: '2027-05-01' }],
        spayedNeutered: true,
      }),
    );
    // Many steps through two selects: slower than the default 5 s on a busy machine.
  }, 20_000);

  it('shows what a dog already has, and an old dog without the fields as not said', async () => {
    const onSubmit = vi.fn();
    const dog = {
      ...makeDog({ name: 'Mochi' }),
      sizeClass: 'small' as const,
      vaccinations: [{ vaccine: 'dhpp' as const, expiresOn: '2026-01-31' }],
      spayedNeutered: false,
    };
    const { user, unmount } = renderWithProviders(
      <DogForm dog={dog} onSubmit={onSubmit} isSaving={false} />,
    );

    expect(screen.getByRole('combobox', { name: /^Size/ })).toHaveTextContent('Small (10-25 lb)');
    expect(screen.getByLabelText('Expires on')).toHaveValue('2026-01-31');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update Dog' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        sizeClass: 'small',
        vaccinations: [{ vaccine: 'dhpp', expiresOn: '2026-01-31' }],
        spayedNeutered: false,
      }),
    );
    unmount();

    renderWithProviders(<DogForm dog={makeDog()} onSubmit={onSubmit} isSaving={false} />);
    expect(screen.getByRole('radio', { name: 'Rather not say' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Vaccination 1' })).not.toBeInTheDocument();
  });
});
