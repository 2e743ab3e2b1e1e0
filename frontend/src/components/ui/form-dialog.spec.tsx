import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CityPicker, type CityValue } from '@/components/city-picker/city-picker';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders, serveCities } from '@/testing/test-utils';
import { Button } from './button';
import { InputField } from './field';
import { FormDialog } from './form-dialog';
import { FormFooter } from './form-footer';

/** A form dialog as the app's are: a text field, the shared city combobox, Cancel and Save. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [city, setCity] = useState<CityValue | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Plan a Walk" description="A test form.">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          <InputField id="walk-title" label="Title" />
          <label htmlFor="walk-city">City</label>
          <CityPicker id="walk-city" value={city} onChange={setCity} />
          <FormFooter
            onCancel={() => setOpen(false)}
            pending={false}
            submitLabel="Save"
            pendingLabel="Saving..."
          />
        </form>
      </FormDialog>
    </>
  );
}

async function openDialog() {
  serveCities(createFakeApi());
  const rendered = renderWithProviders(<Harness />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Plan a Walk' });
  return { ...rendered, dialog };
}

describe('form dialogs: Escape in suggestions, and asking before losing what was typed', () => {
  it('closes only the suggestions on Escape, keeping the dialog and everything typed', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Title'), 'Morning sniff');
    const city = within(dialog).getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    await user.type(city, 'Au');
    expect(await screen.findByRole('option', { name: /^Austin, TX/ })).toBeVisible();
    expect(city).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Plan a Walk' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Morning sniff');
  });

  it('asks "Discard changes?" before Escape, the X or Cancel lose what was typed', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Title'), 'Morning sniff');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(ask).toHaveTextContent('What you entered in “Plan a Walk” has not been saved.');
    await user.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Morning sniff');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep Editing' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    within(dialog).getByLabelText('Title').focus();
    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Plan a Walk' })).not.toBeInTheDocument(),
    );

    // Opened again, it starts clean: nothing typed, nothing to ask about.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const fresh = await screen.findByRole('dialog', { name: 'Plan a Walk' });
    expect(within(fresh).getByLabelText('Title')).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Plan a Walk' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes without asking after saving', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Title'), 'Morning sniff');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Plan a Walk' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
