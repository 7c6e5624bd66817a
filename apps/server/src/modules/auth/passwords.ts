import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes): OWASP's recommended floor.
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash it still spends the same effort on a dummy hash, so
 * response times do not reveal which e-mail addresses have accounts.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('dummy password for constant-time checks!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
