import type { Generated } from "kysely";

export interface TwoFactorFactorTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  fator: string;
  destino: string;
}

/** A pending login: the password step passed, the second factor not yet. Single use, minutes long. */
export interface TwoFactorChallengeTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  /** SHA-256 of the challenge token the login answer carried. */
  token_hash: string;
  /** The factor last chosen with this challenge. */
  fator: string | null;
  /** Wrong authenticator codes with this challenge. */
  failed_attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A code sent by e-mail for one challenge; only a salted hash is kept. */
export interface TwoFactorCodeTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  challenge_id: number;
  code_hash: string;
  salt: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A user's authenticator-app secret (base32); unconfirmed until a code from the app proves the enrolment. */
export interface TwoFactorTotpTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  secret: string;
  confirmed_at: string | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  last_step: number | null;
  /** Wrong codes while confirming an enrolment from My account. */
  failed_attempts: number;
  created_at: string;
}

export interface TwoFactorTrustedDeviceTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  /** SHA-256 of the trusted-device token the browser keeps. */
  token_hash: string;
  /** Opaque id shown in the settings list in place of the token. */
  handle: string;
  nome: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    two_factor_factors: TwoFactorFactorTable;
    two_factor_challenges: TwoFactorChallengeTable;
    two_factor_codes: TwoFactorCodeTable;
    two_factor_totp: TwoFactorTotpTable;
    two_factor_trusted_devices: TwoFactorTrustedDeviceTable;
  }
}
