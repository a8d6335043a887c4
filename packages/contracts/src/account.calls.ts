import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { okBody } from "./errors.ts";
import {
  DESCRIPTION_MAX_LENGTH,
  ID_TOKEN_MAX_LENGTH,
  LOGIN_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  ROUTE_MAX_LENGTH,
  SCREENSHOT_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  TWO_FACTOR_CODE_MAX_LENGTH,
} from "./limits.ts";
import { pendingSessionUser, sessionUser } from "./session-user.ts";

const token = z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH));
const idToken = z.string().check(z.minLength(1), z.maxLength(ID_TOKEN_MAX_LENGTH));
const password = z.string().check(z.minLength(1), z.maxLength(PASSWORD_INPUT_MAX_LENGTH));
const id = z.number().check(z.int(), z.positive());

/** Spec §3 "Login response", of a call that always signs in (a session refresh, a visit). */
export const loginResponse = z.object({
  usuario: sessionUser,
  conta_vinculada: z.boolean(),
  conta_nova: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * The login response of a call that may still owe a second factor: then `usuario` is the pending user (no
 * token, no personal data), and the 2FA calls finish the sign-in.
 */
export const signInResponse = z.object({
  usuario: z.union([sessionUser, pendingSessionUser]),
  conta_vinculada: z.boolean(),
  conta_nova: z.boolean(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

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

export const loginStandard = defineCall({
  method: "POST",
  path: "/conta/{lang}/logar/padrao",
  access: "public",
  body: z.object({
    usuario: z.string().check(z.trim(), z.minLength(1), z.maxLength(LOGIN_MAX_LENGTH)),
    senha: password,
    salvar: z._default(z.boolean(), false),
    captcha: z.optional(z.string().check(z.maxLength(4096))),
    /** A trusted-device token this browser got from a valid 2FA code for this login: skips the second factor. */
    dispositivo_2fa: z.optional(token),
  }),
  response: signInResponse,
});

export const loginToken = defineCall({
  method: "POST",
  path: "/conta/{lang}/logar/token",
  access: "public",
  body: z.object({ token }),
  response: loginResponse,
});

export const loginGoogle = defineCall({
  method: "POST",
  path: "/conta/{lang}/logar/google",
  access: "public",
  body: z.object({ id_token_google: idToken }),
  response: socialLoginResponse,
});

export const loginMicrosoft = defineCall({
  method: "POST",
  path: "/conta/{lang}/logar/microsoft",
  access: "public",
  body: z.object({ id_token_microsoft: idToken }),
  response: socialLoginResponse,
});

export const loginApple = defineCall({
  method: "POST",
  path: "/conta/{lang}/logar/apple",
  access: "public",
  body: z.object({
    id_token: idToken,
    firstName: z.optional(z.string().check(z.maxLength(100))),
    lastName: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: socialLoginResponse,
});

export const logout = defineCall({
  method: "POST",
  path: "/conta/{lang}/logout",
  access: "public",
  body: z.object({ token }),
  response: okBody,
});

export const captchaAttempts = defineCall({
  method: "POST",
  path: "/conta/{lang}/recapth/tentativa",
  access: "public",
  body: z.object({ usuario: z.string().check(z.trim(), z.minLength(1), z.maxLength(LOGIN_MAX_LENGTH)) }),
  response: z.object({ usuario: z.object({ tentativasSenha: z.number().check(z.int(), z.nonnegative()) }) }),
});

/** Second-factor names: a code by e-mail, or a TOTP authenticator app enrolled with a QR code. */
export const TWO_FACTOR_FACTORS = ["email", "autenticador"] as const;
export type TwoFactorFactorName = (typeof TWO_FACTOR_FACTORS)[number];
export const TWO_FACTOR_CODE_LENGTH = 6;

/** The pending-login proof handed out by the login answer (`usuario_2fa.desafio`). */
const challenge = token;
/** Spec §5: the code is a required number. */
export const twoFactorCode = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(TWO_FACTOR_CODE_MAX_LENGTH), z.regex(/^\d+$/));

export const twoFactorSendCode = defineCall({
  method: "POST",
  path: "/conta/{lang}/2fa/enviarcodigo",
  access: "public",
  /** `destino` is what the browser was shown (masked); the server sends to the address it stores. */
  body: z.object({
    fator: z.string().check(z.minLength(1), z.maxLength(20)),
    destino: z.string().check(z.maxLength(200)),
    id,
    desafio: challenge,
  }),
  response: okBody,
});

export const twoFactorValidateCode = defineCall({
  method: "POST",
  path: "/conta/{lang}/2fa/validarcodigo",
  access: "public",
  body: z.object({
    codigo: twoFactorCode,
    id,
    desafio: challenge,
    /** Which factor the code is from; defaults to the one last used with this challenge. */
    fator: z.optional(z.enum(TWO_FACTOR_FACTORS)),
    /** 'Salvar este dispositivo': a valid code also returns a trusted-device token. */
    salvar_dispositivo: z._default(z.boolean(), false),
  }),
  response: z.object({
    valido: z.boolean(),
    /** With `valido`, the signed-in user (the session is created by this call). */
    usuario: z.optional(sessionUser),
    /** With `salvar_dispositivo`: the token to send as `dispositivo_2fa` on later logins, and its id. */
    dispositivo_2fa: z.optional(z.object({ token: z.string(), id: z.string() })),
  }),
});

export const twoFactorQrCode = defineCall({
  method: "POST",
  path: "/conta/{lang}/2fa/criar/qrcode",
  access: "public",
  body: z.object({ id, desafio: challenge }),
  response: z.object({
    /** A data: URL of a PNG QR code of the otpauth:// URI. */
    url_qrcode: z.string(),
    /** The same secret in base32, for typing into an app by hand; only while enrolling, never again. */
    segredo: z.string(),
  }),
});

export const passwordChange = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/alterar/senha",
  access: "session",
  duringForcedPasswordChange: true,
  body: z.object({ senha_atual: password, senha: password, confirmar: password }),
  response: okBody,
});

export const passwordCreate = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/gerar/senha",
  access: "session",
  duringForcedPasswordChange: true,
  body: z.object({ senha: password, confirmar: password }),
  response: okBody,
});

export const passwordReset = defineCall({
  method: "POST",
  path: "/conta/{lang}/redefinir/senha",
  access: "public",
  body: z.object({ token, senha: password, confirmar: password }),
  response: okBody,
});

/** A device is one session; `token_id.token` is an opaque handle for it, never the session token. */
export const device = z.object({
  nome: z.string(),
  tipo: z.enum(["desktop", "mobile"]),
  ultimoAcesso: z.string(),
  atual: z.boolean(),
  token_id: z.object({ token: z.string() }),
});

export const deviceList = defineCall({
  method: "POST",
  path: "/conta/{lang}/dispositivo/listar",
  access: "session",
  response: z.object({ dispositivos: z.array(device) }),
});

export const deviceDelete = defineCall({
  method: "POST",
  path: "/conta/{lang}/dispositivo/deletar",
  access: "session",
  body: z.object({ token }),
  response: okBody,
});

export const deviceDeleteAll = defineCall({
  method: "POST",
  path: "/conta/{lang}/dispositivo/deletar-todos",
  access: "session",
  body: z.object({ token }),
  response: okBody,
});

export const network = z.object({
  id: z.number().check(z.int()),
  codigo: z.string(),
  nome: z.string(),
  isFavorito: z.boolean(),
});
export type Network = z.infer<typeof network>;

export const managedNetworks = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/buscar/redes-gestor",
  access: "session",
  response: z.object({ redes: z.array(network) }),
});

export const favouriteNetwork = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/gravar/rede/favorita",
  access: "session",
  body: z.object({ rede_id: id, favorito: z.boolean() }),
  response: okBody,
});

export const GROUP_TYPES = ["adm", "pro"] as const;
export const classGroup = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  tipo: z.enum(GROUP_TYPES),
});
export type ClassGroup = z.infer<typeof classGroup>;

export const activeGroups = defineCall({
  method: "GET",
  path: "/conta/{lang}/grupos/ativos",
  access: "session",
  response: z.object({ grupos: z.array(classGroup) }),
});

export const issueCategory = z.object({
  id: z.number().check(z.int()),
  titulo: z.string(),
  /** Whether a report in this category needs a description; decided on the canonical title. */
  exige_descricao: z.boolean(),
});
export type IssueCategory = z.infer<typeof issueCategory>;

export const issueCategories = defineCall({
  method: "GET",
  path: "/conta/{lang}/reportar-erro/categorias",
  access: "session",
  response: z.object({ categorias: z.array(issueCategory) }),
});

export const issueReport = defineCall({
  method: "POST",
  path: "/conta/{lang}/reportar-erro/reportar",
  access: "session",
  body: z.object({
    rota: z.string().check(z.minLength(1), z.maxLength(ROUTE_MAX_LENGTH)),
    print: z.string().check(z.maxLength(SCREENSHOT_MAX_LENGTH)),
    descricao: z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH)),
    categoria: id,
    pro_codigo: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: okBody,
});

export const learningPath = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  grupos: z.array(z.object({ id: z.number().check(z.int()), usuario_tipo: z.enum(["aluno", "professor"]) })),
  total_habilidades: z.number().check(z.int(), z.nonnegative()),
  habilidades_realizadas: z.number().check(z.int(), z.nonnegative()),
  tagsFiltro: z.array(z.string()),
});
export type LearningPath = z.infer<typeof learningPath>;

/** The learning paths (trilhas) the signed-in user takes part in; the layouts read it for the menu. */
export const learningPaths = defineCall({
  method: "GET",
  path: "/conta/{lang}/trilhas",
  access: "session",
  response: z.object({ trilhas: z.array(learningPath) }),
});

/** Spec §2: the Trilhas entry shows only for a student in at least one path. */
export function isStudentInAnyPath(paths: readonly LearningPath[]): boolean {
  return paths.some((path) => path.grupos.some((group) => group.usuario_tipo === "aluno"));
}
