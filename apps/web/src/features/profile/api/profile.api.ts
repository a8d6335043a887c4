import { profileEmailChange, profilePhotoRemove, profilePhotoUpload } from "@trilha/contracts/profile.calls";
import { callFunction } from "../../../lib/api.ts";

// My account's sections keep their own pending and outcome state, so these are plain functions, not hooks.
export const uploadProfilePhoto = callFunction(profilePhotoUpload);
export const removeProfilePhoto = callFunction(profilePhotoRemove);
export const changeProfileEmail = callFunction(profileEmailChange);
