import { AddComment, CreatePost, LikePost } from '../groups/use-cases.js';
import { ScheduleMeetup, SetRsvp } from '../meetups/use-cases.js';
import { COMMENTS, GROUP_THEMES, POSTS } from './demo-data.js';
import { localTime, localWeekdayAndHour, meetupHour, meetupTitle, zoneOf } from './demo-realism.js';
import { DAY, HOUR, type Group, type Simulation } from './demo-simulation.js';
import type { Activity } from '../contracts/activities.js';

/** The activity a meetup's title names, e.g. "Scent Games": scent-work. */
const TITLE_ACTIVITIES: Record<string, Activity> = {
  'Morning Parallel Walk': 'parallel-walk',
  'Parallel Walk': 'parallel-walk',
  'Puppy Play Hour': 'puppy-socialization',
  'Scent Games': 'scent-work',
  'Loose-Leash Practice': 'obedience',
  'Recall Practice': 'recall-practice',
  'Weekend Trail Morning': 'hiking',
};

/** Only within the group's, as the server requires; nothing when the title names none of them. */
function narrowedActivities(title: string, group: Activity[]): { activities?: Activity[] } {
  const activity = TITLE_ACTIVITIES[title];
  return activity && group.includes(activity) ? { activities: [activity] } : {};
}

/** Meetups on each group's cadence, each scheduled ten days ahead, up to a month from now, and their RSVPs. */
export function planMeetups(sim: Simulation, groups: Group[]): void {
  const { rng, now } = sim;
  for (const group of groups) {
    for (
      let startsAt = group.createdAt + 7 * DAY;
      startsAt < now + 30 * DAY;
      startsAt += group.cadenceDays * DAY + rng.int(-1, 1) * DAY
    ) {
      // A local hour that suits the local weekday, in the group's city.
      const zone = zoneOf(group.city.state);
      const { hour, minute } = meetupHour(localWeekdayAndHour(zone, startsAt).weekday, rng);
      const meetupStart = localTime(zone, startsAt, hour, minute);
      const local = localWeekdayAndHour(zone, meetupStart);
      const scheduledAt = Math.max(group.createdAt + HOUR, meetupStart - 10 * DAY);
      if (scheduledAt >= meetupStart || scheduledAt > now) continue;
      const venue = rng.pick(group.venues);
      const maxAttendees = rng.weighted([
        [10, 20],
        [15, 25],
        [20, 35],
        [25, 10],
        [30, 10],
      ] as const);
      const organizer = group.creator;
      const meetup = { id: '' };
      if (meetupStart > now) group.upcomingMeetups += 1;
      sim.at(scheduledAt, async () => {
        const title = meetupTitle(local.weekday, local.hour, rng);
        const { meetupId } = await sim.handlers.schedule.execute(
          new ScheduleMeetup(
            organizer.id!,
            {
              groupId: group.id!,
              title: `${title} at ${venue.name}`,
              description: `${rng.pick(GROUP_THEMES).description} Meet at the main entrance; look for the PackMeet bandana.`,
              location: venue.address,
              locationDisplay: venue.name,
              latitude: venue.latitude,
              longitude: venue.longitude,
              date: new Date(meetupStart).toISOString(),
              maxAttendees,
              parkType: venue.parkType,
              unregisteredAttendees: organizer.isTrainer ? rng.int(0, 4) : 0,
              // A titled session narrows the group's activities to its own; others keep them all.
              ...narrowedActivities(title, group.activities),
            },
            sim.context(scheduledAt, organizer.id!),
          ),
        );
        meetup.id = meetupId;
        // The printed figures are what anyone may see: a private group's meetups are its members'.
        if (group.isPrivate) return;
        sim.summary.meetups += 1;
        if (meetupStart <= now) sim.summary.pastMeetups += 1;
        else sim.summary.upcomingMeetups += 1;
      });

      // About half of the members answer, before the start.
      const members = [{ owner: group.creator, at: group.createdAt }, ...group.members].filter(
        (member) => member.at < scheduledAt,
      );
      for (const member of members) {
        if (!rng.chance(member.owner === group.creator ? 0.9 : 0.5)) continue;
        const answeredAt =
          scheduledAt + HOUR + rng.next() * (Math.min(meetupStart, now) - scheduledAt - 2 * HOUR);
        if (answeredAt >= Math.min(meetupStart, now)) continue;
        const status = rng.weighted([
          ['going', 72],
          ['maybe', 18],
          ['not_going', 10],
        ] as const);
        const bringsDogs = status === 'going' && rng.chance(0.85);
        sim.at(answeredAt, async () => {
          const dogIds = bringsDogs ? member.owner.dogIds.slice(0, rng.int(1, 2)) : [];
          await sim.handlers.rsvp.execute(
            new SetRsvp(
              meetup.id,
              member.owner.id!,
              status,
              dogIds,
              sim.context(answeredAt, member.owner.id!),
            ),
          );
          if (!group.isPrivate) sim.summary.rsvps += 1;
        });
      }
    }
  }
}

/** The feed: a post every week or two per group, with comments and likes. */
export function planFeed(sim: Simulation, groups: Group[]): void {
  const { rng, now } = sim;
  for (const group of groups) {
    for (
      let postedAt = group.createdAt + rng.int(1, 7) * DAY;
      postedAt < now;
      postedAt += rng.int(5, 15) * DAY
    ) {
      const members = [{ owner: group.creator, at: group.createdAt }, ...group.members].filter(
        (member) => member.at < postedAt,
      );
      const author = rng.pick(members).owner;
      const post = { id: '' };
      sim.at(postedAt, async () => {
        const { postId } = await sim.handlers.post.execute(
          new CreatePost(
            group.id!,
            author.id!,
            { content: rng.pick(POSTS) },
            sim.context(postedAt, author.id!),
          ),
        );
        post.id = postId;
        if (!group.isPrivate) sim.summary.posts += 1;
      });
      for (let c = rng.int(0, 3); c > 0; c--) {
        const commenter = rng.pick(members).owner;
        const commentedAt = Math.min(now - 60_000, postedAt + rng.next() * 2 * DAY);
        sim.at(commentedAt, async () => {
          await sim.handlers.comment.execute(
            new AddComment(
              post.id,
              commenter.id!,
              rng.pick(COMMENTS),
              sim.context(commentedAt, commenter.id!),
            ),
          );
          if (!group.isPrivate) sim.summary.comments += 1;
        });
      }
      for (let l = rng.int(0, 5); l > 0; l--) {
        const fan = rng.pick(members).owner;
        const likedAt = Math.min(now - 60_000, postedAt + rng.next() * DAY);
        sim.at(likedAt, () =>
          sim.handlers.like.execute(
            new LikePost(post.id, fan.id!, true, sim.context(likedAt, fan.id!)),
          ),
        );
      }
    }
  }
}
