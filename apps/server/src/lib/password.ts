import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id parameters (DESIGN.md): 19 MiB memory, 2 passes, 1 lane. algorithm 2 = argon2id.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** True when the password matches the stored argon2 hash; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifying against this for unknown usernames makes their answer take as long as a wrong password. */
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-for-timing'));
