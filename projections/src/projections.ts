import type { Projection } from './projection.js';
import { cityDemandProjection } from './demand/city-demand.projection.js';
import { dogsProjection } from './dogs/dogs.projection.js';
import { groupAdmissionProjection } from './group-admission/group-admission.projection.js';
import { groupHistoryProjection } from './group-admission/group-history.projection.js';
import { groupDistancesProjection } from './group-distances/group-distances.projection.js';
import { groupsProjection } from './groups/groups.projection.js';
import { locationsProjection } from './locations/locations.projection.js';
import { meetupsProjection } from './meetups/meetups.projection.js';
import { meetupSeriesProjection } from './meetup-series/meetup-series.projection.js';
import { notificationsProjection } from './notifications/notifications.projection.js';
import { meetupDayProjection } from './meetup-day/meetup-day.projection.js';
import { photosProjection } from './photos/photos.projection.js';
import { postsProjection } from './posts/posts.projection.js';
import { moderationProjection } from './moderation/moderation.projection.js';
import { usersProjection } from './users/users.projection.js';
import { trainerClientsProjection } from './trainer-clients/trainer-clients.projection.js';
import { searchProjection } from './search/search.projection.js';
import { discussionProjection } from './discussion/discussion.projection.js';
import { playmatesProjection } from './playmates/playmates.projection.js';

/** Every projection the runner keeps up to date, in the order it feeds them. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  dogsProjection,
  groupsProjection,
  groupAdmissionProjection,
  groupHistoryProjection,
  groupDistancesProjection,
  postsProjection,
  discussionProjection,
  meetupsProjection,
  meetupSeriesProjection,
  meetupDayProjection,
  photosProjection,
  locationsProjection,
  notificationsProjection,
  cityDemandProjection,
  moderationProjection,
  trainerClientsProjection,
  searchProjection,
  playmatesProjection,
];
