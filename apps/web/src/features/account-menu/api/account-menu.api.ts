import { loginToken, logout } from "@trilha/contracts/login.calls";
import { callFunction } from "../../../lib/api.ts";

// Switching accounts sends the remembered account's token in the body, never the current session's, and a
// refused token drops that remembered account only: the current session stays.
export const tokenLogin = callFunction(loginToken, { withoutSession: true });
export const endSession = callFunction(logout, { withoutSession: true });
