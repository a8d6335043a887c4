import os from "node:os";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { inTurns } from "./in-turn.ts";

// OWASP's first choice for password storage: argon2id, 19 MiB, 2 passes, 1 lane.
// `Algorithm` is a const enum that isolated modules cannot read; 2 is its Argon2id member.
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
/** Argon2 1.3, the only version @node-rs/argon2 writes. */
const ARGON2_VERSION = 19;

/** The parameters of a PHC string such as `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, or null if it is not one. */
export function hashParameters(
  passwordHash: string,
): { algorithm: string; version: number; m: number; t: number; p: number } | null {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return null;
  const [, algorithm = "", version, m, t, p] = match;
  return { algorithm, version: Number(version), m: Number(m), t: Number(t), p: Number(p) };
}

/**
 * Whether a stored hash was made with anything but today's algorithm and cost, so raising the parameters
 * reaches existing accounts at their next sign-in, the only moment the password itself is known.
 */
export function needsRehash(passwordHash: string): boolean {
  const params = hashParameters(passwordHash);
  return (
    params === null ||
    params.algorithm !== "argon2id" ||
    params.version !== ARGON2_VERSION ||
    params.m !== OPTIONS.memoryCost ||
    params.t !== OPTIONS.timeCost ||
    params.p !== OPTIONS.parallelism
  );
}

/**
 * How many hashes run at once: as many as the machine has cores. Each takes a core and 19 MiB for its
 * milliseconds, and left alone the four threads of node's pool would all hash at once: on the first morning of
 * term, on two cores, the event loop then found too little CPU to accept connections or answer the calls of
 * students already in. Sign-ins past the limit wait their turn instead; all the cores still hash.
 */
const inTurn = inTurns(os.availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
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
