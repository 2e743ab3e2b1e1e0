/**
 * Each route's own failures (docs/api.md), by `METHOD /path` as the OpenAPI
 * document writes it. The shared ones (400 invalid input, 401 without a
 * token, 403 administrators only, 404 for a path's unknown or hidden
 * resource, 413, 429 on sign-in and sign-up) are derived from the route
 * itself in openapi.ts; an entry here adds to them or words them for the route.
 */
const NOT_ORGANIZER = 'Only the group’s organizers can do this. (GROUPS.NOT_ORGANIZER)';
const DAY_ORGANIZERS =
  'The meetup’s organizer and the group’s owner and co-organizers only (MEETUPS.ORGANIZERS_ONLY).';
const TRAINERS_ONLY = 'Only professional trainers keep client records (CLIENTS.TRAINERS_ONLY).';
const MEETUP_MANAGERS = 'Only the meetup’s organizer or the group’s owner can do this.';
const UPLOAD_LIMITS =
  'Too many uploads waiting to be finished (OBJECTS.TOO_MANY_PENDING_UPLOADS) or the hour’s quota is spent (OBJECTS.UPLOAD_QUOTA_EXCEEDED); Retry-After gives the wait.';

export const ROUTE_ERRORS: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  'POST /api/auth/register': { 409: 'Email already registered, or Username already taken.' },
  'POST /api/auth/login': {
    401: 'Invalid email or password.',
    429: 'Too many failed sign-in attempts for this account from this address (AUTH.TOO_MANY_FAILED_LOGINS), or the per-address budget.',
  },
  'PUT /api/profile': {
    400: 'Invalid input, or a field that cannot be changed (username, email, password, isAdmin).',
  },
  'POST /api/dogs': { 409: 'At most 30 dogs per owner.' },
  'GET /api/trainer/clients': { 403: TRAINERS_ONLY },
  'POST /api/trainer/clients': {
    403: TRAINERS_ONLY,
    409: 'At most 500 client records (CLIENTS.TOO_MANY).',
  },
  'PUT /api/trainer/clients/{id}': {
    403: TRAINERS_ONLY,
    404: 'Client not found (another trainer’s record included).',
  },
  'DELETE /api/trainer/clients/{id}': {
    403: TRAINERS_ONLY,
    404: 'Client not found (another trainer’s record included).',
  },
  'GET /api/trainer/meetups/{id}/clients': {
    403: TRAINERS_ONLY,
    404: 'Meetup not found (another organizer’s meetup included).',
  },
  'POST /api/trainer/clients/{id}/invite': {
    403: TRAINERS_ONLY,
    409: 'The client already has an account (CLIENTS.ALREADY_LINKED).',
  },
  'PUT /api/trainer/meetups/{id}/clients': {
    400: 'A client not in the caller’s records, or more than 50 private members.',
    403: 'Only trainers (checked first), and only the meetup’s organizer.',
    409: 'Over the capacity, a cancelled meetup, or more than a week after the end.',
  },
  'POST /api/client-invites/{code}/accept': {
    400: 'The trainer’s own invite, or an expired one.',
    404: 'This invite link is not valid any more (used, replaced or unknown).',
    409: 'The account is already linked to another of the trainer’s client records.',
  },
  'POST /api/dogs/bulk': { 409: 'At most 30 dogs per owner.' },
  'PUT /api/dogs/{id}': { 404: 'Dog not found (another owner’s dog included).' },
  'DELETE /api/dogs/{id}': { 404: 'Dog not found (another owner’s dog included).' },
  'GET /api/groups/{id}': {
    404: 'Group not found (an invite-only group, to outsiders without a valid invite).',
  },
  'PATCH /api/groups/{id}': { 403: NOT_ORGANIZER },
  'POST /api/groups/{id}/leave': {
    409: 'The owner cannot leave, and a non-member has nothing to leave.',
  },
  'PUT /api/groups/{id}/rules': { 403: NOT_ORGANIZER },
  'PUT /api/groups/{id}/activities': { 403: NOT_ORGANIZER },
  'POST /api/groups/{id}/join-requests': {
    400: 'Unknown dog (GROUPS.UNKNOWN_DOG), house rules not accepted, or no dog brought to a group with entry rules (GROUPS.DOG_REQUIRED).',
    403: 'A dog does not meet the group’s rules, or none of the caller’s dogs does (GROUPS.DOG_NOT_ELIGIBLE), naming rule and dog; `errors` names each field to fix (dogs.<dogId>.<field>).',
    409: 'Already a member, or already asked to join.',
  },
  'DELETE /api/groups/{id}/join-requests/mine': { 409: 'There is no request to join from you.' },
  'GET /api/groups/{id}/join-requests': { 403: NOT_ORGANIZER },
  'POST /api/groups/{id}/join-requests/{userId}/approve': {
    403: `${NOT_ORGANIZER} Or a requested dog no longer meets the rules (GROUPS.DOG_NOT_ELIGIBLE).`,
    409: 'This request has already been decided or withdrawn.',
  },
  'POST /api/groups/{id}/join-requests/{userId}/decline': {
    403: NOT_ORGANIZER,
    409: 'This request has already been decided or withdrawn.',
  },
  'POST /api/groups/{id}/members/{userId}/remove': {
    403: `${NOT_ORGANIZER} The owner cannot be removed; a co-organizer only by the owner.`,
    404: 'This person is not a member.',
  },
  'PUT /api/groups/{id}/members/{userId}/role': {
    403: 'Only the group’s owner can do this.',
    404: 'This person is not a member.',
  },
  'POST /api/groups/{id}/transfer': {
    403: 'Only the group’s owner can do this.',
    409: 'Hand the group to one of its co-organizers: appoint them first.',
  },
  'GET /api/groups/{id}/invites': { 403: NOT_ORGANIZER },
  'POST /api/groups/{id}/invites': { 403: NOT_ORGANIZER, 409: 'At most 50 live invite links.' },
  'DELETE /api/groups/{id}/invites/{inviteId}': {
    403: NOT_ORGANIZER,
    404: 'Group not found, or Invite link not found.',
  },
  'GET /api/invites/{code}': {
    404: 'This invite link does not work: it may have expired, been used up or been revoked.',
  },
  'GET /api/groups/{id}/history': {
    403: `${NOT_ORGANIZER} (Administrators may read any group’s.)`,
  },
  'GET /api/groups/{id}/members': { 403: 'Members only (a private group).' },
  'GET /api/groups/{id}/members-with-details': { 403: 'Members only (a private group).' },
  'GET /api/groups/{id}/posts': { 403: 'Members only.' },
  'POST /api/groups/{id}/posts': { 403: 'Only members can post in this group.' },
  'GET /api/posts/{postId}/comments': { 403: 'Members only.' },
  'POST /api/posts/{postId}/comments': { 403: 'Members only.' },
  'DELETE /api/posts/{postId}': { 403: 'You can only delete your own posts.' },
  'POST /api/posts/{postId}/like': { 403: 'Members only (a private group).' },
  'DELETE /api/posts/{postId}/like': { 403: 'Members only (a private group).' },
  'POST /api/meetups/{id}/discussion': {
    403: 'Only members of the group can write here (DISCUSSION.MEMBERS_ONLY).',
    404: 'Meetup not found, or the post replied to is not in its thread (DISCUSSION.NOT_FOUND).',
    429: 'Too many posts lately (DISCUSSION.TOO_MANY); Retry-After gives the wait.',
  },
  'POST /api/meetups/{id}/announcements': {
    400: 'Invalid input, or wholeSeries for a meetup of no series (DISCUSSION.NOT_A_SERIES).',
    403: 'Only the meetup’s organizers can post announcements (DISCUSSION.ORGANIZERS_ONLY).',
  },
  'PUT /api/discussion/{postId}': {
    403: 'You can only edit your own posts (DISCUSSION.NOT_AUTHOR).',
  },
  'DELETE /api/discussion/{postId}': {
    403: 'You can only delete your own posts (DISCUSSION.NOT_AUTHOR).',
  },
  'POST /api/discussion/{postId}/like': {
    403: 'Only members of the group can like posts here (DISCUSSION.MEMBERS_ONLY).',
  },
  'POST /api/discussion/{postId}/hide': {
    403: 'Only the meetup’s organizers can hide posts (DISCUSSION.ORGANIZERS_ONLY).',
  },
  'POST /api/meetups': {
    400: 'Missing fields, a date in the past or over 2 years ahead, an end before the start or over 24 hours after it, over capacity (MEETUPS.OVER_CAPACITY), or activities or a level wider than the group’s (MEETUPS.ACTIVITY_NOT_IN_GROUP, MEETUPS.LEVEL_NOT_IN_GROUP).',
    403: 'Only members of this group can schedule its meetups; only professional trainers can add private members.',
    404: 'Group not found.',
  },
  'PUT /api/meetups/{id}': {
    400: 'Activities or a level wider than the group’s (MEETUPS.ACTIVITY_NOT_IN_GROUP, MEETUPS.LEVEL_NOT_IN_GROUP), or a time out of bounds.',
    403: MEETUP_MANAGERS,
    409: 'Members going plus private members would exceed the capacity (MEETUPS.OVER_CAPACITY).',
  },
  'POST /api/meetups/{id}/cancel': { 403: MEETUP_MANAGERS },
  'POST /api/meetup-series': {
    400: 'Missing title or location, an unknown frequency, a first meetup that has passed or is over 2 years ahead, an end before the start, both an end date and a count, a count over 104, a length outside 15 minutes to 24 hours.',
    403: "Only the group's organizers can schedule a meetup series.",
    404: 'Group not found.',
  },
  'POST /api/meetup-series/{id}/changes': {
    400: 'The date is not a date of this series.',
    403: 'Only the organizer can change this series.',
    409: 'This series has ended.',
  },
  'POST /api/meetup-series/{id}/end': { 403: 'Only the organizer can end this series.' },
  'POST /api/meetups/{id}/rsvp': {
    400: 'You can only bring your own dogs.',
    403: 'A dog does not meet the meetup’s rules on its date (GROUPS.DOG_NOT_ELIGIBLE).',
    409: 'This meetup has already happened (RSVPs are closed), or was cancelled.',
  },
  'DELETE /api/meetups/{id}/rsvp': {
    409: 'This meetup has already happened (RSVPs are closed), or was cancelled.',
  },
  'GET /api/meetups/{id}/history': {
    403: 'The organizer, the group’s owner or an administrator only.',
  },
  'POST /api/meetups/{id}/day-status': {
    400: 'Running late takes the minutes (1 to 120); other statuses take none (MEETUPS.LATE_MINUTES).',
    403: 'Only people going can say where they are (MEETUPS.DAY_ATTENDEES_ONLY).',
    409: 'Before the hour before the start (MEETUPS.DAY_NOT_OPEN), after the end (MEETUPS.DAY_OVER), leaving before arriving (MEETUPS.NOT_ARRIVED), on the way once arrived (MEETUPS.ALREADY_ARRIVED), or cancelled.',
  },
  'GET /api/meetups/{id}/check-in': { 403: DAY_ORGANIZERS },
  'POST /api/meetups/{id}/check-in': {
    403: DAY_ORGANIZERS,
    409: 'Not going (MEETUPS.NOT_GOING), before the hour before the start (MEETUPS.DAY_NOT_OPEN), more than a week after the end (MEETUPS.RECORDS_CLOSED), or cancelled.',
  },
  'POST /api/meetups/{id}/undo-check-in': {
    403: DAY_ORGANIZERS,
    409: 'Before the hour before the start (MEETUPS.DAY_NOT_OPEN), after the end (MEETUPS.DAY_OVER), or cancelled.',
  },
  'POST /api/meetups/{id}/no-show': {
    403: DAY_ORGANIZERS,
    409: 'Not going (MEETUPS.NOT_GOING), before the end (MEETUPS.NOT_ENDED), checked in (MEETUPS.CHECKED_IN), more than a week after the end (MEETUPS.RECORDS_CLOSED), or cancelled.',
  },
  'PUT /api/meetups/{id}/note': {
    400: 'Empty (MEETUPS.EMPTY_NOTE), or a dog that did not come with someone else (MEETUPS.UNKNOWN_DOG).',
    403: 'Only people who came can leave a note (MEETUPS.NOTES_ATTENDEES_ONLY).',
    409: 'Before the end (MEETUPS.NOT_ENDED) or more than two weeks after (MEETUPS.NOTES_CLOSED).',
  },
  'GET /api/meetups/{id}/notes': { 403: DAY_ORGANIZERS },
  'GET /api/users/{id}/attendance': {
    403: 'The member and the organizers of their groups only (MEETUPS.ATTENDANCE_PRIVATE).',
  },
  'POST /api/meetups/{id}/photos': {
    403: 'Only people who went can add photos (PHOTOS.ATTENDEES_ONLY).',
    409: 'Before the start (PHOTOS.NOT_STARTED), more than 30 days after the end (PHOTOS.CLOSED), 30 photos already (PHOTOS.MEMBER_LIMIT), a full album (PHOTOS.ALBUM_FULL), or cancelled.',
    413: 'The upload is over 5 MB.',
    429: UPLOAD_LIMITS,
  },
  'DELETE /api/meetups/{id}/photos/{photoId}': {
    403: 'The uploader and the meetup’s organizers only (PHOTOS.DELETE_NOT_ALLOWED).',
  },
  'POST /api/meetups/{id}/photos/{photoId}/tags': {
    403: 'Only people who went tag dogs (PHOTOS.TAG_ATTENDEES_ONLY), or the owner turned tagging off (PHOTOS.TAGGING_OFF).',
    409: 'A dog that did not come (PHOTOS.DOG_NOT_THERE), or 20 tags already (PHOTOS.TAG_LIMIT).',
  },
  'DELETE /api/meetups/{id}/photos/{photoId}/tags/{dogId}': {
    403: 'The dog’s owner, whoever tagged it, the uploader and organizers only (PHOTOS.UNTAG_NOT_ALLOWED).',
  },
  'POST /api/meetups/{id}/photos/{photoId}/hide': {
    403: 'The meetup’s organizers only (PHOTOS.ORGANIZERS_ONLY).',
  },
  'PUT /api/meetups/{id}/cover-photo': {
    403: 'Those who manage a public meetup only (PHOTOS.COVER_NOT_ALLOWED).',
  },
  'GET /api/groups/{id}/photos': {
    403: 'A private group’s photos are its members’ (GROUPS.PRIVATE).',
  },
  'POST /api/meetups/{id}/played-well': {
    400: 'The other dog did not come, is your own, or is not offered (PLAYMATES.UNKNOWN_DOG).',
    403: 'Your dog did not come (PLAYMATES.ATTENDEES_ONLY).',
    404: 'The meetup (MEETUPS.NOT_FOUND) or your dog (PLAYMATES.DOG_NOT_FOUND).',
    409: 'Before the end (PLAYMATES.NOT_ENDED), more than 7 days after (PLAYMATES.MARKS_CLOSED), or playmates off for your dog (PLAYMATES.TURNED_OFF).',
  },
  'GET /api/meetups/{id}/played-well': { 404: 'Meetup not found.' },
  'GET /api/meetups/{id}/playmates-going': { 404: 'Meetup not found.' },
  'GET /api/dogs/{id}/playmates': { 404: 'Not your dog (PLAYMATES.DOG_NOT_FOUND).' },
  'PUT /api/dogs/{id}/playmates-setting': { 404: 'Not your dog (PLAYMATES.DOG_NOT_FOUND).' },
  'DELETE /api/dogs/{id}/playmates/{otherDogId}': {
    404: 'Not your dog (PLAYMATES.DOG_NOT_FOUND).',
  },
  'GET /api/calendar/{token}.ics': { 404: 'The feed token is not valid.' },
  'GET /api/locations/city/{citySlug}': { 404: 'City not found.' },
  'POST /api/objects/upload': { 429: UPLOAD_LIMITS },
  'PUT /api/objects/uploads/{userId}/{uploadId}': {
    400: 'Please select an image file (OBJECTS.NOT_AN_IMAGE).',
    403: 'This upload link is not valid, or has expired.',
    409: 'This upload link has already been used (OBJECTS.UPLOAD_URL_USED).',
    413: 'File size must be less than 5MB.',
    429: UPLOAD_LIMITS,
  },
  'PUT /api/objects/finalize': {
    400: 'objectURL missing or not an upload URL; not an image (OBJECTS.NOT_AN_IMAGE); over 50 megapixels.',
    404: 'Upload not found. Please upload the file again.',
    409: 'This upload link has already been used.',
    413: 'File size must be less than 5MB (OBJECTS.FILE_TOO_LARGE).',
  },
  'GET /objects/photos/{file}': { 404: 'Photo not found.' },
  'GET /metrics': {
    401: 'METRICS_TOKEN is set and the request did not present it (METRICS.TOKEN_REQUIRED).',
    403: 'Without METRICS_TOKEN, only direct peers on a private network (METRICS.INTERNAL_ONLY).',
  },
  'POST /api/admin/projections/{name}/replay': {
    404: 'Projection not found.',
    409: 'A replay of this projection is already running.',
  },
  'POST /api/admin/projections/replay-all': { 409: 'A replay is already running.' },
  'POST /api/admin/projections/verify': { 409: 'A verify is already running.' },
  'POST /api/reports': {
    400: 'Invalid input, or a report of oneself or one’s own content (REPORTS.SELF).',
    404: 'What is reported does not exist for the reporter (REPORTS.TARGET_NOT_FOUND).',
  },
  'POST /api/users/{id}/block': { 400: 'Blocking oneself (BLOCKS.SELF).' },
  'POST /api/posts/{postId}/hide': {
    403: 'Only the group’s organizers can hide posts (POSTS.ORGANIZERS_ONLY).',
  },
  'POST /api/posts/{postId}/comments/{commentId}/hide': {
    403: 'Only the group’s organizers can hide comments (POSTS.ORGANIZERS_ONLY).',
  },
  'POST /api/admin/moderation/reports/{id}/dismiss': {
    409: 'This report has already been dealt with.',
  },
  'POST /api/admin/moderation/reports/{id}/hide': {
    400: 'Only a reported post, comment, photo or discussion message can be hidden.',
    409: 'This report has already been dealt with.',
  },
  'POST /api/admin/moderation/reports/{id}/suspend': {
    400: 'Invalid input, nobody to suspend, or oneself.',
    403: 'Administrators only, and administrators cannot be suspended.',
    409: 'This report has already been dealt with.',
  },
};
