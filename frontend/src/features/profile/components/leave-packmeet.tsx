import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { getServerMessage } from '@/lib/api-error';
import { clearToken } from '@/lib/auth-token';
import { reloadPage } from '@/lib/browser';
import { useDeleteAccountMutation, useLazyExportMyDataQuery } from '../api/profile-api';

/** Saves the export as a file the browser downloads. */
function download(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** "Your data": download everything PackMeet holds, or delete the account for good. */
export function LeavePackMeet() {
  const id = useId();
  const [exportData, exporting] = useLazyExportMyDataQuery();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const onExport = async () => {
    const result = await exportData();
    if (result.data) download(result.data, 'packmeet-export.json');
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const result = await deleteAccount({ password });
    if ('error' in result) {
      // The server names what stands in the way: a wrong password, or the groups to hand over.
      setError(getServerMessage(result.error) ?? 'Something went wrong. Please try again.');
      return;
    }
    clearToken();
    reloadPage();
  };

  return (
    <Card className="mt-6 flex flex-col gap-4 p-5 sm:p-7">
      <div>
        <h2 className="text-lg font-bold">Your data</h2>
        <p className="text-sm text-muted-foreground">
          Download a copy of everything PackMeet holds about you, or delete your account.
        </p>
      </div>
      {exporting.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your data could not be downloaded. Please try again.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onExport} disabled={exporting.isFetching}>
          <Download aria-hidden="true" />
          Download My Data
        </Button>
        <Dialog onOpenChange={() => setError(undefined)}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This cannot be undone. Your profile, dogs and photos are deleted, your places at
                upcoming meetups are given up, and others will see you as &quot;Former member&quot;.
                Your email is free to sign up with again, as a new member; your username stays
                reserved, so no one else can take it. If you run a group, hand it over to a
                co-organizer first.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={onDelete} className="flex flex-col gap-4" aria-label="Delete account">
              <InputField
                id={`${id}-password`}
                label="Your password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                error={error}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button
                type="submit"
                variant="destructive"
                disabled={deleting.isLoading || password === ''}
              >
                Delete My Account
              </Button>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </Card>
  );
}
