import { Query } from '@nestjs/cqrs';

/** Checks credentials against the read model; answers with the user id to put in a token. */
export class LogIn extends Query<{ userId: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
