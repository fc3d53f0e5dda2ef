import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

/** Turns passwords into stored hashes and checks them; the one place a password is compared. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not a hash at all. */
  verify(storedHash: string, password: string): Promise<boolean>;
}

// Algorithm is a const enum, which isolated modules cannot read at run time: 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

// The OWASP baseline for argon2id: 19 MiB, two passes, one lane.
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function createArgon2Hasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, options),
    async verify(storedHash, password) {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}
