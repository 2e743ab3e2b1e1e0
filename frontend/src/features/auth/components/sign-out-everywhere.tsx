import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { clearToken } from '@/lib/auth-token';
import { reloadPage } from '@/lib/browser';
import { getServerMessage } from '@/lib/api-error';
import { useSignOutEverywhereMutation } from '../api/auth-api';

/** "Sign out of all devices": this one included, so it ends like Sign Out (token gone, reload). */
export function SignOutEverywhere() {
  const [signOut, { isLoading }] = useSignOutEverywhereMutation();
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    try {
      await signOut().unwrap();
      clearToken();
      reloadPage();
    } catch (failure) {
      setError(getServerMessage(failure) ?? 'Something went wrong. Please try again.');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        Signed in on a phone or computer you no longer use? This signs you out everywhere, here too.
      </p>
      <Button variant="outline" onClick={handleClick} disabled={isLoading} className="self-start">
        {isLoading ? 'Signing out...' : 'Sign out of all devices'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-clay-800">
          {error}
        </p>
      )}
    </div>
  );
}
