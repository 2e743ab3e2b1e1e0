import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextareaField } from '@/components/ui/field';
import { FormError, FormFooter } from '@/components/ui/form-footer';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getDogIssues, getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useGetGroupEligibilityQuery, useRequestToJoinMutation } from '../api/group-management-api';

/** Where a dog's missing or failing field is fixed: its edit dialog on My Dogs. */
function EditDogLink({ dogId, dogName }: { dogId: string; dogName: string }) {
  return (
    <Link to={paths.myDogs.getHref(dogId)} className="font-semibold underline">
      {`Edit ${dogName}'s profile`}
    </Link>
  );
}

/**
 * Asking to join a private or invite-only group: a short message, the dogs the owner means to
 * bring (a dog that does not meet the rules cannot be chosen, and says why), and the house
 * rules to accept. The server checks all of it again.
 */
export function JoinRequestDialog({
  group,
  open,
  onOpenChange,
  inviteCode = null,
  onSent,
}: {
  group: GroupResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inviteCode?: string | null;
  onSent?: () => void;
}) {
  const id = useId();
  const eligibility = useGetGroupEligibilityQuery(
    { groupId: group.id, inviteCode },
    { skip: !open },
  );
  const [requestToJoin, { isLoading }] = useRequestToJoinMutation();
  const [message, setMessage] = useState('');
  const [dogIds, setDogIds] = useState<string[]>([]);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The dogs a refusal named: each gets a link to its profile, where the rule's field is fixed.
  const [dogsToFix, setDogsToFix] = useState<string[]>([]);
  const houseRules = group.rules.houseRules;
  const dogs = eligibility.data?.dogs ?? [];

  // Closing discards what was filled in (the dialog asked first when anything was).
  function setOpen(next: boolean) {
    if (!next) {
      setMessage('');
      setDogIds([]);
      setAccepted(false);
      setError(null);
      setDogsToFix([]);
    }
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (houseRules && !accepted) {
      setError('Please accept the house rules to send your request.');
      return;
    }
    setError(null);
    setDogsToFix([]);
    try {
      const result = await requestToJoin({
        groupId: group.id,
        message,
        dogIds,
        houseRulesAccepted: accepted,
        inviteCode,
      }).unwrap();
      toast({ description: result.message });
      setOpen(false);
      onSent?.();
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'Could not send your request. Please try again.');
      setDogsToFix(getDogIssues(cause).map((issue) => issue.dogId));
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title={`Ask to join ${group.name}`}
      description="The organizers see your message and the dogs you mean to bring, and approve or decline."
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="flex flex-col gap-5"
      >
        <TextareaField
          id={`${id}-message`}
          label="Message to the organizers"
          hint="Optional: a line about you and your dogs."
          maxLength={500}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-sand-800">Dogs you would bring</legend>
          {eligibility.isLoading ? (
            <LoadingState label="Checking your dogs..." />
          ) : eligibility.isError ? (
            <p role="alert" className="text-sm text-clay-800">
              Could not check your dogs against the rules. You can still send the request.
            </p>
          ) : dogs.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              You have no dogs on your profile yet.{' '}
              <Link to={paths.myDogs.getHref()} className="font-semibold underline">
                Add a dog
              </Link>
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {dogs.map((dog) => {
                const inputId = `${id}-dog-${dog.dogId}`;
                const reasonsId = `${inputId}-reasons`;
                return (
                  <li key={dog.dogId} className="rounded-xl border border-border px-3 py-2.5">
                    <div className="flex items-center gap-2.5">
                      <Checkbox
                        id={inputId}
                        disabled={!dog.eligible}
                        checked={dogIds.includes(dog.dogId)}
                        aria-describedby={dog.eligible ? undefined : reasonsId}
                        onCheckedChange={(checked) =>
                          setDogIds((current) =>
                            checked === true
                              ? [...current, dog.dogId]
                              : current.filter((dogId) => dogId !== dog.dogId),
                          )
                        }
                      />
                      <Label htmlFor={inputId} className="cursor-pointer font-medium">
                        {dog.dogName}
                      </Label>
                    </div>
                    {dog.eligible ? null : (
                      <div className="mt-1.5 pl-7.5 text-sm">
                        <ul id={reasonsId} className="list-disc pl-2.5 text-clay-800">
                          {dog.reasons.map((reason) => (
                            <li key={reason}>{reason}</li>
                          ))}
                        </ul>
                        <EditDogLink dogId={dog.dogId} dogName={dog.dogName} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>

        {houseRules ? (
          <div className="flex flex-col gap-2">
            <div className="rounded-xl bg-muted px-3.5 py-2.5">
              <p className="text-xs font-bold tracking-wider text-sand-600 uppercase">
                House rules
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-sand-800">{houseRules}</p>
            </div>
            <div className="flex items-center gap-2.5">
              <Checkbox
                id={`${id}-accept`}
                checked={accepted}
                onCheckedChange={(checked) => setAccepted(checked === true)}
              />
              <Label htmlFor={`${id}-accept`} className="cursor-pointer font-medium">
                I accept the house rules
              </Label>
            </div>
          </div>
        ) : null}

        <FormError message={error} />
        {dogsToFix.length > 0 ? (
          <ul className="-mt-2 flex flex-col gap-1 text-sm">
            {dogsToFix.map((dogId) => (
              <li key={dogId}>
                <EditDogLink
                  dogId={dogId}
                  dogName={dogs.find((dog) => dog.dogId === dogId)?.dogName ?? 'your dog'}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <FormFooter
          onCancel={() => setOpen(false)}
          pending={isLoading}
          submitLabel="Send request"
          pendingLabel="Sending..."
        />
      </form>
    </FormDialog>
  );
}
