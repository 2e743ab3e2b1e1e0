/** Public surface of the playmates feature: the cards other pages show (docs/playmates.md). */
export { DogPlaymates } from './components/dog-playmates';
export { PlayedWellCard } from './components/played-well-card';
export { PlaymatesGoingCard } from './components/playmates-going-card';
export { PlaymateMeetupsCard } from './components/playmate-meetups-card';
