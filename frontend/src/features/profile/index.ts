/** Public surface of the profile feature for the app layer. */
export { useGetProfileQuery } from './api/profile-api';
