import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingState } from '@/components/ui/spinner';
import { useGetGroupHistoryInfiniteQuery } from '../../api/group-management-api';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every change to the group, newest first, as the server words it. */
export function HistorySection({ groupId }: { groupId: string }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetGroupHistoryInfiniteQuery(groupId);
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>
          Every change, with who made it. Reasons for removing members and hiding posts or comments
          are kept here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState label="Loading history..." />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the history.
          </p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet.</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Group history">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col text-sm sm:flex-row sm:gap-3">
                <time
                  dateTime={entry.at}
                  className="shrink-0 text-xs text-muted-foreground sm:w-40"
                >
                  {when.format(new Date(entry.at))}
                </time>
                <span className="text-sand-800">{entry.sentence}</span>
              </li>
            ))}
          </ol>
        )}
        {hasNextPage ? (
          <LoadMore
            label="Show earlier changes"
            onLoad={() => void fetchNextPage()}
            isLoading={isFetchingNextPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
