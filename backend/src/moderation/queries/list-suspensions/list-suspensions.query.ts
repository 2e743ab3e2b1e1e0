import { Query } from '@nestjs/cqrs';
import type { SuspendedMemberResponse } from '../../../contracts/moderation.js';

/** The suspensions in force, the latest first. */
export class ListSuspensions extends Query<SuspendedMemberResponse[]> {}
