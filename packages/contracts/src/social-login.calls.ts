import { z } from "zod/mini";
import { post } from "./call.ts";
import {
  EMAIL_MAX_LENGTH,
  ID_TOKEN_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from "./limits.ts";
import { signInResponse } from "./sign-in-response.ts";

/** Spec §2/§6: social sign-in with these providers, on the principal tenant only. */
export const SOCIAL_PROVIDERS = ["google", "microsoft", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How long a sign-in nonce may wait for the provider's answer before it is refused. */
export const SOCIAL_NONCE_TTL_MINUTES = 10;
export const SOCIAL_NONCE_MAX_LENGTH = 200;
/** How long a social sign-in waits for its 'Prosseguir' (`confirmacao.desafio`) before it is refused. */
export const SOCIAL_CONFIRMATION_TTL_MINUTES = 10;

const idToken = z.string().check(z.minLength(1), z.maxLength(ID_TOKEN_MAX_LENGTH));

/**
 * What a social sign-in that is not plain yet waits for: 'vincular' links the identity to an existing account,
 * 'criar' creates one, 'entrar' signs a local test identity into an account that has a password. Nothing is
 * linked, created or signed in until `logar/social/confirmar` with `desafio` (and the account's password when
 * `senha` says so). `usuario` is the account's login (for 'criar', the login it would get).
 */
export const SOCIAL_CONFIRMATION_ACTIONS = ["vincular", "criar", "entrar"] as const;
export const socialConfirmation = z.object({
  desafio: z.string(),
  acao: z.enum(SOCIAL_CONFIRMATION_ACTIONS),
  usuario: z.string(),
  senha: z.boolean(),
});
export type SocialConfirmation = z.infer<typeof socialConfirmation>;

/** A social login answers as the standard login does, or with a confirmation to ask for first. */
export const socialLoginResponse = z.union([signInResponse, z.object({ confirmacao: socialConfirmation })]);
export type SocialLoginResponse = z.infer<typeof socialLoginResponse>;

export const loginGoogle = post("public", "/conta/{lang}/logar/google", {
  body: z.object({ id_token_google: idToken }),
  response: socialLoginResponse,
});

export const loginMicrosoft = post("public", "/conta/{lang}/logar/microsoft", {
  body: z.object({ id_token_microsoft: idToken }),
  response: socialLoginResponse,
});

export const loginApple = post("public", "/conta/{lang}/logar/apple", {
  body: z.object({
    id_token: idToken,
    firstName: z.optional(z.string().check(z.maxLength(100))),
    lastName: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: socialLoginResponse,
});

/**
 * A single-use nonce for one social sign-in attempt, asked for before the provider's popup opens. The browser
 * passes it to the provider, the provider signs it into the id_token, and the login call consumes it: a token
 * captured elsewhere or replayed cannot sign anyone in. `provedor_local` says the server verifies tokens of
 * its local test provider (demo and tests only), so the browser opens that instead of the real one.
 */
export const socialNonce = post("public", "/conta/{lang}/logar/social/nonce", {
  response: z.object({ nonce: z.string(), provedor_local: z.boolean() }),
});

/**
 * The local test provider (only when the server runs with LOCAL_OIDC=true, never in production): mints an
 * id_token signed by the server's local key for a demo identity, as Google, Microsoft or Apple would.
 */
export const localOidcToken = post("public", "/dev/{lang}/oidc/token", {
  body: z.object({
    provedor: z.enum(SOCIAL_PROVIDERS),
    nonce: z.string().check(z.minLength(1), z.maxLength(SOCIAL_NONCE_MAX_LENGTH)),
    nome: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    email: z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(EMAIL_MAX_LENGTH)),
  }),
  response: z.object({ id_token: z.string() }),
});

/**
 * 'Prosseguir' of a social sign-in that links or creates an account (`confirmacao` of the login answer): the
 * link or the account is made only now, then the usual sign-in follows (second factor included). `senha` is
 * the account's password when the confirmation asked for it; wrong ones count as failed sign-ins of that
 * login, and `captcha` answers the captcha they may bring. The challenge works once, for minutes.
 */
export const socialConfirm = post("public", "/conta/{lang}/logar/social/confirmar", {
  body: z.object({
    desafio: z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH)),
    senha: z.optional(z.string().check(z.minLength(1), z.maxLength(PASSWORD_INPUT_MAX_LENGTH))),
    captcha: z.optional(z.string().check(z.maxLength(4096))),
  }),
  response: signInResponse,
});
