import { Query } from '@nestjs/cqrs';

/**
 * Checks credentials against the read model; answers with the user id and token
 * version to put in a token. `source` is the client address the attempt came from: failures
 * are limited per account and source.
 */
export class LogIn extends Query<{ userId: string; tokenVersion: number }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly source: string,
  ) {
    super();
  }
}
