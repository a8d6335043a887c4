import { z } from "zod/mini";

const emailAddress = z.email();

/** Whether the text is an e-mail address, by the same rule in the form and on the server. */
export function isEmailAddress(value: string): boolean {
  return emailAddress.safeParse(value).success;
}
