import { passwordConfirm } from "@trilha/contracts/password.calls";
import * as twoFactorCalls from "@trilha/contracts/two-factor.calls";
import { callFunction } from "../../../lib/api.ts";
import { callMutation, callQuery, callRefresh } from "../../../lib/call-hooks.ts";

// The second step of a sign-in: no session yet, the pending login's challenge travels in the body. The dialog
// runs its own steps (and outlives no query), so these are plain functions.
export const sendTwoFactorCode = callFunction(twoFactorCalls.twoFactorSendCode, { withoutSession: true });
export const fetchTwoFactorQrCode = callFunction(twoFactorCalls.twoFactorQrCode, { withoutSession: true });
export const validateTwoFactorCode = callFunction(twoFactorCalls.twoFactorValidateCode, {
  withoutSession: true,
});

// My account's settings: a 401 ends the session; a 428 asks for the password first (`usePasswordConfirmation`).
export const useTwoFactorSettings = callQuery(twoFactorCalls.twoFactorSettingsRead);
/** After a change (each through its own confirmation steps): the settings loaded again. */
export const useRefreshTwoFactorSettings = callRefresh(twoFactorCalls.twoFactorSettingsRead);
export const useTwoFactorEnable = callMutation(twoFactorCalls.twoFactorEnable);
export const useTwoFactorEmailFactor = callMutation(twoFactorCalls.twoFactorEmailFactor);
export const useAuthenticatorStart = callMutation(twoFactorCalls.twoFactorAuthenticatorStart);
export const useAuthenticatorConfirm = callMutation(twoFactorCalls.twoFactorAuthenticatorConfirm);
export const useAuthenticatorRemove = callMutation(twoFactorCalls.twoFactorAuthenticatorRemove);
export const useTrustedDeviceRemove = callMutation(twoFactorCalls.twoFactorTrustedDeviceRemove);

/** The current password, confirmed for a session signed in too long ago (the dialog the client's 428 opens). */
export const usePasswordConfirm = callMutation(passwordConfirm);

// The client's 428 handling: the dialog registers itself, and a cancelled confirmation is told apart.
export { PasswordNotConfirmed, providePasswordConfirmation } from "../../../lib/api.ts";
