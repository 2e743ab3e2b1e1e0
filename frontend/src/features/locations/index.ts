/** Public surface of the locations feature for the app layer. */
export { LocationDirectory } from './components/location-directory';
