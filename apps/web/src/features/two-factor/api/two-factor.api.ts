import { passwordConfirm } from "@trilha/contracts/password.calls";
import {
  twoFactorAuthenticatorConfirm,
  twoFactorAuthenticatorRemove,
  twoFactorAuthenticatorStart,
  twoFactorEmailFactor,
  twoFactorEnable,
  twoFactorQrCode,
  twoFactorSendCode,
  twoFactorSettingsRead,
  twoFactorTrustedDeviceRemove,
  twoFactorValidateCode,
} from "@trilha/contracts/two-factor.calls";
import { callFunction, callMutation, callQuery } from "../../../lib/call-hooks.ts";

// The second step of a sign-in: no session yet, the pending login's challenge travels in the body. The dialog
// runs its own steps (and outlives no query), so these are plain functions.
export const sendTwoFactorCode = callFunction(twoFactorSendCode, { withoutSession: true });
export const fetchTwoFactorQrCode = callFunction(twoFactorQrCode, { withoutSession: true });
export const validateTwoFactorCode = callFunction(twoFactorValidateCode, { withoutSession: true });

// My account's settings: a 401 ends the session; a 428 asks for the password first (`usePasswordConfirmation`).
export const useTwoFactorSettings = callQuery(twoFactorSettingsRead);
export const useTwoFactorEnable = callMutation(twoFactorEnable);
export const useTwoFactorEmailFactor = callMutation(twoFactorEmailFactor);
export const useAuthenticatorStart = callMutation(twoFactorAuthenticatorStart);
export const useAuthenticatorConfirm = callMutation(twoFactorAuthenticatorConfirm);
export const useAuthenticatorRemove = callMutation(twoFactorAuthenticatorRemove);
export const useTrustedDeviceRemove = callMutation(twoFactorTrustedDeviceRemove);

/** The current password, confirmed for a session signed in too long ago (the dialog the client's 428 opens). */
export const usePasswordConfirm = callMutation(passwordConfirm);

// The client's 428 handling: the dialog registers itself, and a cancelled confirmation is told apart.
export { PasswordNotConfirmed, providePasswordConfirmation } from "../../../lib/api.ts";
