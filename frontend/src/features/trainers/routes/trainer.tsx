import { CalendarDays, MapPin, UserX, Users } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ACTIVITY_LABELS } from '@packmeet/backend/contracts/activities';
import { formatMeetupStart } from '@packmeet/backend/contracts/local-time';
import type { TrainerPageResponse } from '@packmeet/backend/contracts/trainers';
import { PublicPageLayout } from '@/components/layouts/public-page-layout';
import { PageMessage } from '@/components/page-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatCityState, pluralize } from '@/lib/utils';
import { useGetTrainerPageQuery } from '../api/trainers-api';

function TrainerProfile({ trainer }: { trainer: TrainerPageResponse }) {
  const name = `${trainer.firstName} ${trainer.lastName}`;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-clay-600 uppercase">Dog trainer</p>
        <h1 className="text-3xl font-extrabold break-words sm:text-4xl">{name}</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <MapPin className="size-4 text-clay-500" aria-hidden="true" />
          {formatCityState(trainer.city, trainer.state)}
        </p>
        {trainer.trainerBio ? (
          <p className="text-base leading-relaxed whitespace-pre-line text-sand-800">
            {trainer.trainerBio}
          </p>
        ) : null}
        {trainer.activities.length > 0 ? (
          <ul aria-label="Activities" className="flex flex-wrap gap-2">
            {trainer.activities.map((activity) => (
              <li key={activity}>
                <Badge tone="pine">{ACTIVITY_LABELS[activity]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Upcoming meetups</CardTitle>
        </CardHeader>
        <CardContent>
          {trainer.meetups.length === 0 ? (
            <p className="text-sm text-muted-foreground">No public meetups are scheduled yet.</p>
          ) : (
            <ul aria-label="Upcoming meetups" className="flex flex-col divide-y divide-border">
              {trainer.meetups.map((meetup) => (
                <li key={meetup.id} className="flex flex-col gap-1 py-3">
                  <Link
                    to={paths.event.getHref(meetup.slug)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {meetup.title}
                  </Link>
                  <span className="flex items-center gap-2 text-sm text-sand-700">
                    <CalendarDays className="size-4 text-pine-600" aria-hidden="true" />
                    {formatMeetupStart(meetup.date, meetup.timeZone)} · {meetup.area}
                    {meetup.groupName ? ` · ${meetup.groupName}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Groups</CardTitle>
        </CardHeader>
        <CardContent>
          {trainer.groups.length === 0 ? (
            <p className="text-sm text-muted-foreground">No public groups.</p>
          ) : (
            <ul aria-label="Groups" className="flex flex-col gap-2">
              {trainer.groups.map((group) => (
                <li key={group.id} className="flex items-center gap-2 text-sm">
                  <Users className="size-4 text-pine-600" aria-hidden="true" />
                  <span className="font-semibold">{group.name}</span>
                  <span className="text-muted-foreground">
                    {formatCityState(group.city, group.state)} ·{' '}
                    {pluralize(group.memberCount, 'member')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** /trainers/{username}: a trainer's public page (the server renders its facts for crawlers). */
export function TrainerRoute() {
  const { username = '' } = useParams();
  const { currentData, error, isError, isFetching } = useGetTrainerPageQuery(username);
  useDocumentMeta({
    title: currentData
      ? `${currentData.firstName} ${currentData.lastName}, dog trainer · PackMeet`
      : 'Trainer · PackMeet',
  });
  let body;
  if (currentData) body = <TrainerProfile trainer={currentData} />;
  else if (isError && !isFetching)
    body = (
      <PageMessage
        icon={UserX}
        title={isApiError(error) && error.status === 404 ? 'Trainer not found' : 'Could not load'}
        actions={
          <Button asChild className="mt-2">
            <Link to={paths.home.getHref()}>Go to PackMeet</Link>
          </Button>
        }
      >
        There is no trainer page at this address.
      </PageMessage>
    );
  else body = <LoadingState label="Loading the trainer's page..." />;
  return <PublicPageLayout width="wide">{body}</PublicPageLayout>;
}
