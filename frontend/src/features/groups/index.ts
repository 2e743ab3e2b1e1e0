/** Public surface of the groups feature for the app layer (dashboard, group and event pages). */
export { useGetGroupQuery } from './api/groups-api';
export { GroupDetailsCard } from './components/group-details-card';
export { GroupDogsCard } from './components/group-dogs-card';
export { GroupHeader } from './components/group-header';
export { GroupNotFound } from './components/group-not-found';
export { GroupRulesCard } from './components/group-rules-card';
export { GroupsPreview } from './components/groups-preview';
export { RecentActivityCard } from './components/recent-activity-card';
export { useJoinGroup } from './hooks/use-join-group';
export { membershipOf } from './hooks/use-membership';
export { shortName } from './lib/people';
export type { GroupDog } from './types';
