import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { useCurrentUserId } from '@/lib/auth-token';
import { toastFailure } from '@/lib/toast';
import {
  useGetMeetupNotesQuery,
  useGetMyNoteQuery,
  useLeaveNoteMutation,
} from '../../api/meetup-day-api';
import { useAttendees } from '../../api/later-pages';
import { byBoardPlace } from '../../lib/meetup-day';

/**
 * After the meetup: people who came leave the organizer a private note and say which dogs
 * played well with theirs. Nothing here is public, and there are no ratings.
 */
export function AfterMeetupCard({ meetup }: { meetup: MeetupResponse }) {
  const userId = useCurrentUserId();
  const { attendees = [] } = useAttendees(meetup.id);
  const { data: mine } = useGetMyNoteQuery(meetup.id);
  const [leaveNote, { isLoading }] = useLeaveNoteMutation();
  const [note, setNote] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[] | null>(null);
  const board = byBoardPlace(attendees);
  const came = [...board.arrived, ...board.left_early];
  if (!came.some((attendee) => attendee.user.id === userId)) return null;
  const otherDogs = came
    .filter((attendee) => attendee.user.id !== userId)
    .flatMap((attendee) => attendee.dogs);
  const chosen = picked ?? mine?.playedWellWith ?? [];

  async function send() {
    try {
      await leaveNote({
        meetupId: meetup.id,
        note: note ?? mine?.note ?? '',
        playedWellWith: chosen,
      }).unwrap();
    } catch (error) {
      toastFailure(error, { title: 'Note not sent', fallback: 'Please try again.' });
    }
  }

  return (
    <Card role="region" aria-labelledby={`after-${meetup.id}`}>
      <CardHeader>
        <CardTitle id={`after-${meetup.id}`}>How did it go?</CardTitle>
        <CardDescription>Only the organizer reads this.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <label htmlFor={`note-${meetup.id}`} className="text-sm font-medium">
          A note for the organizer
        </label>
        <Textarea
          id={`note-${meetup.id}`}
          maxLength={1000}
          value={note ?? mine?.note ?? ''}
          onChange={(event) => setNote(event.target.value)}
        />
        {otherDogs.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">Dogs yours played well with</legend>
            {otherDogs.map((dog) => (
              <label key={dog.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(dog.id)}
                  onChange={(event) =>
                    setPicked(
                      event.target.checked
                        ? [...chosen, dog.id]
                        : chosen.filter((id) => id !== dog.id),
                    )
                  }
                />
                {dog.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <Button className="self-start" disabled={isLoading} onClick={() => void send()}>
          {mine ? 'Update note' : 'Send note'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The organizers' summary of the notes left after the meetup. */
export function NotesSummaryCard({ meetupId }: { meetupId: string }) {
  const { data } = useGetMeetupNotesQuery(meetupId);
  if (!data || (data.notes.length === 0 && data.playedWell.length === 0)) return null;
  return (
    <Card role="region" aria-labelledby={`notes-${meetupId}`}>
      <CardHeader>
        <CardTitle id={`notes-${meetupId}`}>Notes from attendees</CardTitle>
        <CardDescription>Private to the organizers.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="flex flex-col gap-2">
          {data.notes.map((note) => (
            <li key={note.author.id}>
              <span className="font-medium">{note.author.displayName}:</span> {note.note}
            </li>
          ))}
        </ul>
        {data.playedWell.length > 0 ? (
          <div>
            <h3 className="font-semibold">Played well together</h3>
            <ul>
              {data.playedWell.map((pair) => (
                <li key={`${pair.dogs[0].id}-${pair.dogs[1].id}`}>
                  {pair.dogs[0].name} and {pair.dogs[1].name}
                  {pair.count > 1 ? ` (${pair.count} people said so)` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
