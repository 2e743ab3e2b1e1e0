import { Pencil, ShieldCheck, Award } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';

function initials(profile: ProfileResponse): string {
  const letters = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.trim();
  return (letters || profile.username.charAt(0)).toUpperCase();
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  const provided = Boolean(value?.trim());
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-sand-500 uppercase">{label}</dt>
      <dd
        className={
          provided ? 'text-base text-foreground' : 'text-base text-muted-foreground italic'
        }
      >
        {provided ? value : 'Not provided'}
      </dd>
    </div>
  );
}

function TextSection({
  title,
  text,
  empty,
}: {
  title: string;
  text: string | null;
  empty: string;
}) {
  const provided = Boolean(text?.trim());
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-bold text-sand-800">{title}</h3>
      <p
        className={
          provided
            ? 'text-base leading-relaxed whitespace-pre-line text-sand-800'
            : 'text-base text-muted-foreground italic'
        }
      >
        {provided ? text : empty}
      </p>
    </section>
  );
}

export function ProfileView({ profile, onEdit }: { profile: ProfileResponse; onEdit: () => void }) {
  const markers: ReactNode[] = [];
  if (profile.isTrainer) {
    markers.push(
      <Badge key="trainer" tone="pine">
        <Award aria-hidden="true" />
        Professional Dog Trainer
      </Badge>,
    );
  }
  if (profile.isAdmin) {
    markers.push(
      <Badge key="admin" tone="clay">
        <ShieldCheck aria-hidden="true" />
        Administrator
      </Badge>,
    );
  }
  const fullName = `${profile.firstName} ${profile.lastName}`.trim() || profile.username;
  const place = [profile.city, profile.state].filter(Boolean).join(', ');

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-7">
        {profile.profilePicture ? (
          <img
            src={profile.profilePicture}
            alt=""
            className="size-20 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-pine-100 to-clay-100 font-display text-2xl font-extrabold text-pine-800"
          >
            {initials(profile)}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 className="truncate text-2xl font-extrabold">{fullName}</h2>
          <p className="text-sm text-muted-foreground">
            @{profile.username}
            {place ? ` · ${place}` : ''}
          </p>
          {markers.length > 0 ? <div className="flex flex-wrap gap-1.5">{markers}</div> : null}
        </div>
        <Button variant="outline" onClick={onEdit} className="self-start sm:self-center">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </Card>

      <Card className="flex flex-col gap-6 p-5 sm:p-7">
        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail label="Username" value={profile.username} />
          <Detail label="Email" value={profile.email} />
          <Detail label="First Name" value={profile.firstName} />
          <Detail label="Last Name" value={profile.lastName} />
          <Detail label="City" value={profile.city} />
          <Detail label="State" value={profile.state} />
        </dl>
        <div className="border-t border-border pt-6">
          <TextSection title="Bio" text={profile.bio} empty="No bio provided" />
        </div>
        {profile.isTrainer ? (
          <div className="border-t border-border pt-6">
            <TextSection
              title="Trainer Bio"
              text={profile.trainerBio}
              empty="No trainer bio provided"
            />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
