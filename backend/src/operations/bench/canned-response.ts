/**
 * A fixed JSON body of about 2 KB, shaped like a page of groups, so `npm run
 * bench` can compare the full middleware stack with bare Nest on equal work.
 */
export const cannedResponse = {
  groups: Array.from({ length: 8 }, (_, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    name: `Calm Paws Meetup ${index}`,
    city: 'Austin',
    state: 'TX',
    memberCount: 10 + index,
    distanceMiles: index * 1.5,
    creatorDisplayName: 'Maya L.',
    isPrivate: false,
  })),
  stats: { inUserCity: 3, within15Miles: 5, within25Miles: 8, inState: 12 },
};
