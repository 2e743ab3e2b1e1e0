/** Public surface of the groups feature for the app layer. */
export { GroupsPreview } from './components/groups-preview';
