import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 iterations). The hash
 * string carries its own parameters, so raising them later keeps old hashes valid.
 */
const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot import
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const PASSWORD_HASHER = Symbol('PasswordHasher');

export const passwordHasher: PasswordHasher = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS),
  verify: async (passwordHash: string, password: string): Promise<boolean> => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
};

/**
 * A real hash of a random password: checking an unknown email against it costs
 * the same time as checking a real account, so response times do not reveal
 * which emails are registered.
 */
export const decoyPasswordHash: Promise<string> = hash(crypto.randomUUID(), OPTIONS);
