import type { AttendanceRecordEntry } from '@packmeet/backend/contracts/meetup-day';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useGetAttendanceRecordQuery } from '../../api/meetup-day-api';
import { formatDateTime, meetupPath } from '../../lib/format';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** 'Came to 3 meetups · 1 no-show'. */
export function attendanceTotals(record: { attended: number; noShows: number }): string {
  return `Came to ${plural(record.attended, 'meetup')} · ${plural(record.noShows, 'no-show')}`;
}

/**
 * A member's attendance record (check-ins and no-shows organizers recorded), on their own
 * profile. The server decides who may read it (the member, their groups' organizers) and
 * lists only meetups the reader may see; the card hides itself when it is refused.
 */
export function AttendanceRecordCard({ userId }: { userId: string }) {
  const { data: record, isError } = useGetAttendanceRecordQuery(userId, {
    refetchOnMountOrArgChange: true,
  });
  if (isError || !record) return null;
  return (
    <Card role="region" aria-labelledby="attendance-record">
      <CardHeader>
        <CardTitle id="attendance-record">Attendance</CardTitle>
        <CardDescription>
          {attendanceTotals(record)}. Only you and the organizers of your groups see this.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {record.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing recorded yet: organizers check you in when you arrive at a meetup.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {record.entries.map((entry) => (
              <AttendanceLine key={entry.meetupId} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AttendanceLine({ entry }: { entry: AttendanceRecordEntry }) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <span className="min-w-0 flex-1">
        <Link
          to={meetupPath({ slug: entry.slug, id: entry.meetupId })}
          className="font-medium hover:underline"
        >
          {entry.title}
        </Link>
        <span className="block text-sm text-muted-foreground">
          {formatDateTime(entry.startsAt)}
          {entry.groupName ? ` · ${entry.groupName}` : ''}
        </span>
      </span>
      {entry.outcome === 'attended' ? (
        <Badge tone="pine">Came</Badge>
      ) : (
        <Badge tone="clay">No-show</Badge>
      )}
    </li>
  );
}
