import { type Algorithm, hash, verify } from "@node-rs/argon2";

// OWASP's first choice for password storage: argon2id, 19 MiB, 2 passes, 1 lane.
// `Algorithm` is a const enum that isolated modules cannot read; 2 is its Argon2id member.
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown login cannot be told apart by response time. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("trilha-timing-equaliser");
  await verifyPassword(await dummyHash, password);
  return false;
}
