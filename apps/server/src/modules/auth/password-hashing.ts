import { type Algorithm, hash, verify } from "@node-rs/argon2";

// The package declares Algorithm as a const enum, which type stripping cannot inline: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * Passwords are hashed with argon2id at OWASP's recommended minimum (19 MiB memory, 2 passes,
 * 1 lane). Parameters are stored in each hash, so raising them later only affects new hashes.
 */
const parameters = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  return await hash(password, parameters);
}

export async function verifyPassword(options: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(options.hash, options.password);
  } catch {
    return false; // not an argon2 hash: treat as a mismatch rather than a server error
  }
}
