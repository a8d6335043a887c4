import type { CallContract } from "@trilha/contracts/call";
import { loginToken } from "@trilha/contracts/login.calls";
import type { LoginResponse } from "@trilha/contracts/sign-in-response";
import { type SignedInUser, setSession } from "../lib/session-store.ts";
import type { StubbedReply } from "./api-stub.ts";

/** Stores a session as a previous page load would have, and the server reply that confirms it. */
export function signIn(user: SignedInUser): [CallContract, StubbedReply] {
  setSession(user);
  const body: LoginResponse = { usuario: user, conta_vinculada: false, conta_nova: false };
  return [loginToken, { status: 200, body }];
}
