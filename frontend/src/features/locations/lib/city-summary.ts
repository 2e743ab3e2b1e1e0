const nextMeetupFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** An ISO date as 'Tue, Nov 24' in the visitor's time zone; a phrase ('This weekend') as is. */
export function formatNextMeetup(value: string): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? value : nextMeetupFormat.format(time);
}
