import type { AuthenticatedUser } from '../../http/request-context.js';
import type { Aggregates, Decided } from '../../shared/aggregates.js';
import type { CommandContext } from '../../shared/command-context.js';
import type { AlbumEvent } from '../../contracts/events/photo.events.js';
import {
  albumDecider,
  albumStream,
  type AlbumAccess,
  type AlbumCommand,
  type AlbumState,
} from '../domain/album.decider.js';
import { albumAccess } from '../facts/album-access.js';

/** Decides an album command on the album's stream, with the caller's facts gathered first. */
export function decideOnAlbum(
  aggregates: Aggregates,
  {
    meetupId,
    user,
    context,
  }: { meetupId: string; user: AuthenticatedUser; context: CommandContext },
  command: (access: AlbumAccess, album: AlbumState) => AlbumCommand | Promise<AlbumCommand>,
): Promise<Decided<AlbumEvent>> {
  return aggregates.handle({
    stream: albumStream(meetupId),
    decider: albumDecider,
    context,
    command: async (album) => command(await albumAccess(aggregates, meetupId, user), album),
  });
}
