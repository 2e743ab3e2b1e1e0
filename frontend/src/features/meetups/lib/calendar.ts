import { httpFetch } from '@/lib/http';

/** GET /api/meetups/{id}/calendar.ics: a plain link works for everyone (general area for visitors). */
export function calendarUrl(meetupId: string): string {
  return `/api/meetups/${encodeURIComponent(meetupId)}/calendar.ics`;
}

/**
 * A plain link cannot carry the bearer token, so signed-in people would get the visitors' file
 * (general area only). This downloads it with the token instead, for the exact place.
 */
export async function downloadCalendar(meetupId: string, fileName: string): Promise<void> {
  const response = await httpFetch({ url: calendarUrl(meetupId) });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
