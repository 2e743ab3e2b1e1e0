/**
 * Runs in a child process of the hot bench: 1,000 sockets watching one
 * meetup, apart from the process that sends the RSVPs, so receiving the
 * pushes does not slow the load generator down. Prints `ready` once all are
 * watching; on `report` (stdin) prints what they saw as JSON and exits.
 * Usage: hot-watchers.ts <url> <meetupId> <count>
 */
import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, type AttendanceUpdate } from '../src/contracts/live.js';

const [url, meetupId, count] = process.argv.slice(2);
if (!url || !meetupId || !count) throw new Error('usage: <url> <meetupId> <count>');

const sockets: Socket[] = [];
const last: { currentAttendees: number; attendance: AttendanceUpdate['attendance']; at: number }[] =
  [];
/** When the first socket received each update: the room's rate. */
const arrivals: number[] = [];
for (let batch = 0; batch < Number(count); batch += 100) {
  const connected = await Promise.all(
    Array.from({ length: Math.min(100, Number(count) - batch) }, async (_, i) => {
      const index = batch + i;
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.on(LIVE_EVENTS.attendance, (update: AttendanceUpdate) => {
        const at = Date.now();
        last[index] = {
          currentAttendees: update.currentAttendees,
          attendance: update.attendance,
          at,
        };
        if (index === 0) arrivals.push(at);
      });
      await socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId });
      return socket;
    }),
  );
  sockets.push(...connected);
}
console.log('ready');

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'reset') {
    arrivals.length = 0;
    console.log('ok');
  } else if (line.trim() === 'report') {
    console.log(JSON.stringify({ last, arrivals }));
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
}
