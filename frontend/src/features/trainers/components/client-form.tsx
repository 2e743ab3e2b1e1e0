import { useState, type FormEvent } from 'react';
import type { AddClientBody } from '@packmeet/backend/contracts/requests/trainer-clients.request';
import type { ClientRecordResponse } from '@packmeet/backend/contracts/trainers';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { getServerMessage } from '@/lib/api-error';

/** The fields of a client record: for adding one, or editing it in place. */
export function ClientForm({
  idPrefix,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial?: ClientRecordResponse;
  submitLabel: string;
  /** Resolves when saved; rejects with the server's answer otherwise. */
  onSubmit: (body: AddClientBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setSaving(true);
    try {
      await onSubmit({
        name: text('name'),
        dogName: text('dogName'),
        email: text('email'),
        notes: text('notes'),
      });
      setError(null);
      if (!initial) form.reset();
    } catch (failure) {
      setError(getServerMessage(failure) ?? 'Could not save the client.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2">
      <InputField
        id={`${idPrefix}-name`}
        name="name"
        label="Client name"
        required
        defaultValue={initial?.name}
      />
      <InputField
        id={`${idPrefix}-dog`}
        name="dogName"
        label="Dog name"
        required
        defaultValue={initial?.dogName}
      />
      <InputField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email"
        hint="Optional: where an invite goes"
        defaultValue={initial?.email ?? ''}
      />
      <TextareaField
        id={`${idPrefix}-notes`}
        name="notes"
        label="Private notes"
        rows={2}
        defaultValue={initial?.notes ?? ''}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
