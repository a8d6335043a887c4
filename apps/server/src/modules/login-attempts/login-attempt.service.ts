// The record of sign-in attempts, as the login, the captcha and the password flows write and count it.
export { failureStreak, recordLoginAttempt } from "./login-attempt.repository.ts";
