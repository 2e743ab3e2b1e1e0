import type { GroupKind } from '@packmeet/backend/contracts/entry-rules';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import type { ChangeGroupBody } from '@packmeet/backend/contracts/requests/group-management.request';
import { useId, useState, type FormEvent } from 'react';
import { PhotoUploadButton, PhotoUploadError } from '@/components/photo-upload/photo-upload-button';
import { usePhotoUpload } from '@/components/photo-upload/use-photo-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/field';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeGroupMutation } from '../../api/group-management-api';
import { KindField } from '../kind-field';

/** Only what the organizer changed goes to the server: each change is its own event. */
function changesOf(
  group: GroupResponse,
  values: { name: string; description: string; kind: GroupKind; coverImage: string | null },
): ChangeGroupBody {
  const changes: ChangeGroupBody = {};
  if (values.name.trim() !== group.name) changes.name = values.name.trim();
  if (values.description.trim() !== group.description)
    changes.description = values.description.trim();
  if (values.kind !== group.kind) changes.kind = values.kind;
  if (values.coverImage !== group.coverImage) changes.coverImage = values.coverImage;
  return changes;
}

/** Name, description, kind and cover photo. */
export function DetailsSection({ group }: { group: GroupResponse }) {
  const id = useId();
  const [values, setValues] = useState({
    name: group.name,
    description: group.description,
    kind: group.kind,
    coverImage: group.coverImage,
  });
  const [error, setError] = useState<string | null>(null);
  const [changeGroup, { isLoading }] = useChangeGroupMutation();
  const upload = usePhotoUpload({
    hasPhoto: Boolean(values.coverImage),
    onUploaded: (coverImage) => setValues((current) => ({ ...current, coverImage })),
  });
  const changes = changesOf(group, values);
  const changed = Object.keys(changes).length > 0;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.name.trim() || !values.description.trim()) {
      setError('Name and description are required.');
      return;
    }
    setError(null);
    try {
      await changeGroup({ groupId: group.id, changes }).unwrap();
      toast({ title: 'Saved', description: 'The group details were updated.' });
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'Could not save the changes. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-5"
        >
          <InputField
            id={`${id}-name`}
            label="Group name"
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <TextareaField
            id={`${id}-description`}
            label="Description"
            required
            maxLength={2000}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
          <KindField value={values.kind} onChange={(kind) => setValues({ ...values, kind })} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-semibold text-sand-800">Cover photo</legend>
            <div className="flex flex-wrap items-center gap-3">
              {values.coverImage ? (
                <img
                  src={values.coverImage}
                  alt="Current cover"
                  className="h-20 w-32 rounded-xl border border-border object-cover"
                />
              ) : null}
              <PhotoUploadButton
                label={values.coverImage ? 'Change cover' : 'Upload cover'}
                uploading={upload.uploading}
                onChange={(event) => void upload.handleFile(event)}
                aria-describedby={upload.error ? `${id}-cover-error` : undefined}
              />
              {values.coverImage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setValues({ ...values, coverImage: null })}
                >
                  Remove cover
                </Button>
              ) : null}
            </div>
            <PhotoUploadError id={`${id}-cover-error`} message={upload.error} />
          </fieldset>
          <FormError message={error} />
          <SubmitButton
            pending={isLoading}
            pendingLabel="Saving..."
            disabled={!changed || upload.uploading}
            className="self-start"
          >
            Save details
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
