/** Public surface of the trainers feature for the app layer (the event page). */
export { MeetupClientsCard } from './components/meetup-clients-card';
