/*
 * The meetups feature's own types. What the API sends and receives is typed by the contract
 * (@packmeet/backend/contracts/meetups, live, requests/*).
 */

/** How the event page asks for a meetup: by id (/meetups/{id}) or by slug (/event/{slug}). */
export type MeetupRef = { id: string } | { slug: string };
