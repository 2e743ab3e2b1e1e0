import { US_STATES } from '@packmeet/backend/contracts/us-states';

/** 'TX' -> 'Texas' (the server's own list of states); an unknown key is returned as given. */
export function stateName(code: string): string {
  return US_STATES[code.toUpperCase()] ?? code;
}
