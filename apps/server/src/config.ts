import net from "node:net";
import path from "node:path";
import { UPLOAD_MAX_FILE_BYTES_CEILING } from "@trilha/contracts/limits";
import { z } from "zod";

/** The official VLibras widget (Brazilian government), loaded only when a person asks for sign language. */
export const DEFAULT_VLIBRAS_URL = "https://vlibras.gov.br/app";

const MEBIBYTE = 1024 * 1024;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "must start with postgres:// (leave it unset for the embedded SQLite database)",
    )
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(6 * 1024 * 1024),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      "must be an smtp:// or smtps:// URL (leave it unset to keep mail in DATA_DIR/outbox)",
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default("Trilha <nao-responda@trilha.localhost>"),
  PRINCIPAL_DOMAIN: z.string().min(1).default("localhost"),
  // Decimals are accepted so tests can use a window of seconds.
  ATTEMPT_WINDOW_MINUTES: z.coerce.number().positive().max(1440).default(30),
  // Retention: at least as long as anything reads them (the attempt window is at most a day).
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  LOGIN_ATTEMPT_RETENTION_DAYS: z.coerce.number().int().min(2).max(365).default(90),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  SECRETS_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, "base64").length === 32,
      "must be 32 random bytes in base64 (openssl rand -base64 32)",
    )
    .optional(),
  // The proxies whose X-Forwarded-For is believed, by address: a hop count cannot tell a proxy from a client
  // that reached the port directly (Fastify ignores one), and "true" would believe every client.
  TRUST_PROXY: z
    .string()
    .default("false")
    .superRefine((value, context) => {
      const problem = trustProxyProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => (value.trim() === "false" ? false : proxyList(value))),
  // Every absolute link the platform sends is built on the tenant's domain with these, never on request headers.
  PUBLIC_URL_SCHEME: z.enum(["http", "https"]).optional(),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Platform administrators must use a second factor: one without any enrols an authenticator app at sign-in.
  // Unset, it is on in production and off elsewhere (the demo's administrator signs in with a password alone).
  ADMIN_TWO_FACTOR_REQUIRED: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  LOCAL_OIDC: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  // Empty disables the sign-language widget: no option on the page, no origin in the CSP.
  VLIBRAS_URL: z
    .union([
      z.literal(""),
      z
        .string()
        .url()
        .regex(/^https?:\/\//, "must be an http(s) URL, or empty to disable"),
    ])
    .default(DEFAULT_VLIBRAS_URL),
  // Resumable uploads (modules/uploads): the largest file, and how many files one delivery takes.
  UPLOAD_MAX_FILE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(UPLOAD_MAX_FILE_BYTES_CEILING / MEBIBYTE)
    .default(50),
  UPLOAD_MAX_FILES_PER_DELIVERY: z.coerce.number().int().min(1).max(100).default(10),
  // What one person's files may hold at once, so that no account can fill the disk.
  UPLOAD_PERSON_QUOTA_MB: z.coerce.number().int().min(1).default(500),
  // Unset: files on the disk under DATA_DIR/uploads. A bucket: an S3-compatible store every instance shares.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    )
    .optional(),
  // Unset: AWS itself. Another S3-compatible store (MinIO, Ceph, Garage, a cloud's S3 API) is named here.
  S3_ENDPOINT: z
    .string()
    .url("must be the store's http(s) URL, e.g. https://s3.example.com or http://127.0.0.1:9000")
    .regex(/^https?:\/\//, "must be the store's http(s) URL, e.g. https://s3.example.com")
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, "must be a region name such as us-east-1")
    .default("us-east-1"),
  // Unset: the SDK's usual sources (AWS_* variables, the machine's role).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Most stores other than AWS want the bucket in the path (http://host/bucket/key), not in the host name.
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], 'must be "true" or "false"')
    .default("false")
    .transform((value) => value === "true"),
});

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];

/** What the S3 settings lack together, whatever each one's own value: the bucket, half of a key pair. */
function s3Problems(env: NodeJS.ProcessEnv): string[] {
  const given = (name: string) => (env[name] ?? "") !== "";
  const problems: string[] = [];
  const others = S3_VARIABLES.filter(given);
  if (!given("S3_BUCKET") && others.length > 0) {
    problems.push(
      `S3_BUCKET: required with ${others.join(", ")} (leave every S3_* unset to keep files in DATA_DIR/uploads)`,
    );
  }
  if (given("S3_ACCESS_KEY_ID") !== given("S3_SECRET_ACCESS_KEY")) {
    const missing = given("S3_ACCESS_KEY_ID") ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    problems.push(
      `${missing}: the access key and its secret go together (or neither, for the SDK's own sources)`,
    );
  }
  return problems;
}

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  logLevel: (typeof LOG_LEVELS)[number];
  bodyLimitBytes: number;
  webDistDir: string;
  sessionTtlDays: number;
  /** Addresses or CIDR ranges of the reverse proxies in front, or false when clients connect directly. */
  trustProxy: false | string[];
  /** How people reach the tenants' domains: scheme, and the port when it is not the scheme's default. */
  publicUrl: PublicUrl;
  principalDomain: string;
  mail: { smtpUrl: string | undefined; from: string };
  /** Failed logins older than this no longer count towards the captcha. */
  attemptWindowMinutes: number;
  /** How long the audit log and login attempts are kept (modules/retention). */
  retention: { auditDays: number; loginAttemptDays: number };
  captcha: { recaptchaSecret: string | undefined };
  /** The key that seals second-factor secrets (providers/secrets); undefined: a key file in DATA_DIR. */
  secretsKey: Buffer | undefined;
  /** Social sign-in verifies tokens of the local test provider instead of Google, Microsoft and Apple. */
  localOidc: boolean;
  /** Platform administrators cannot sign in or stay without a second factor. */
  adminTwoFactorRequired: boolean;
  /** Base address of the VLibras sign-language widget, or null when it is disabled. */
  vlibrasUrl: string | null;
  /** Limits of resumable uploads: bytes per file, files per delivery, bytes one person's files may hold. */
  uploads: { maxFileBytes: number; maxFilesPerDelivery: number; personQuotaBytes: number };
  /** Where uploaded files live: the disk under DATA_DIR/uploads, or an S3-compatible store. */
  storage: { kind: "disk" } | ({ kind: "s3" } & S3Settings);
}

export interface S3Settings {
  bucket: string;
  /** The store's URL; undefined: AWS, by region. */
  endpoint: string | undefined;
  region: string;
  /** undefined: the SDK's usual sources (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface PublicUrl {
  scheme: "http" | "https";
  /** null: the scheme's default port, left out of links. */
  port: number | null;
}

export class ConfigError extends Error {}

const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function proxyList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** Why a TRUST_PROXY value is refused, or null when it is a list of addresses, CIDR ranges or range names. */
function trustProxyProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "false") return null;
  const instead =
    "give the reverse proxy's address or CIDR range instead, e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8";
  if (trimmed === "true") return `"true" would believe any client's X-Forwarded-For; ${instead}`;
  if (/^\d+$/.test(trimmed))
    return `a hop count cannot tell the proxy from a client that connects directly; ${instead}`;
  const entries = proxyList(trimmed);
  if (entries.length === 0) return `no address given; ${instead}, or "false" without a proxy`;
  const bad = entries.find((entry) => !isProxyRange(entry));
  return bad === undefined
    ? null
    : `"${bad}" is not an IP address, CIDR range, loopback, linklocal or uniquelocal`;
}

function isProxyRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/**
 * Links must work where people are: the demo on http://localhost:PORT, production behind an HTTPS proxy on
 * the standard port.
 */
function publicUrlOf(value: {
  NODE_ENV: Config["env"];
  PORT: number;
  PUBLIC_URL_SCHEME?: "http" | "https" | undefined;
  PUBLIC_PORT?: number | undefined;
}): PublicUrl {
  const production = value.NODE_ENV === "production";
  const scheme = value.PUBLIC_URL_SCHEME ?? (production ? "https" : "http");
  const port = value.PUBLIC_PORT ?? (production ? null : value.PORT);
  return { scheme, port: port === null || port === 0 || port === DEFAULT_PORTS[scheme] ? null : port };
}

const defaultWebDist = path.resolve(import.meta.dirname, "../../web/dist");

/** Reads the environment once at start; a bad value throws one line naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? []),
    ...s3Problems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const value = parsed.data;
  if (value.LOCAL_OIDC && value.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration: LOCAL_OIDC: the local test provider is never on in production",
    );
  }
  // Relative paths are read from where the command was typed (npm runs workspace scripts elsewhere).
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, value.DATA_DIR);
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir,
    database: value.DATABASE_URL
      ? { kind: "postgres", url: value.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "trilha.sqlite") },
    logLevel: value.LOG_LEVEL,
    bodyLimitBytes: value.BODY_LIMIT_BYTES,
    webDistDir: value.WEB_DIST_DIR ? path.resolve(base, value.WEB_DIST_DIR) : defaultWebDist,
    sessionTtlDays: value.SESSION_TTL_DAYS,
    trustProxy: value.TRUST_PROXY,
    publicUrl: publicUrlOf(value),
    principalDomain: value.PRINCIPAL_DOMAIN.toLowerCase(),
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM },
    attemptWindowMinutes: value.ATTEMPT_WINDOW_MINUTES,
    retention: {
      auditDays: value.AUDIT_RETENTION_DAYS,
      loginAttemptDays: value.LOGIN_ATTEMPT_RETENTION_DAYS,
    },
    captcha: { recaptchaSecret: value.RECAPTCHA_SECRET },
    secretsKey: value.SECRETS_KEY ? Buffer.from(value.SECRETS_KEY, "base64") : undefined,
    localOidc: value.LOCAL_OIDC,
    adminTwoFactorRequired: value.ADMIN_TWO_FACTOR_REQUIRED ?? value.NODE_ENV === "production",
    vlibrasUrl: value.VLIBRAS_URL === "" ? null : value.VLIBRAS_URL.replace(/\/+$/, ""),
    uploads: {
      maxFileBytes: value.UPLOAD_MAX_FILE_MB * MEBIBYTE,
      maxFilesPerDelivery: value.UPLOAD_MAX_FILES_PER_DELIVERY,
      personQuotaBytes: value.UPLOAD_PERSON_QUOTA_MB * MEBIBYTE,
    },
    storage: value.S3_BUCKET
      ? {
          kind: "s3",
          bucket: value.S3_BUCKET,
          endpoint: value.S3_ENDPOINT,
          region: value.S3_REGION,
          credentials:
            value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: value.S3_FORCE_PATH_STYLE,
        }
      : { kind: "disk" },
  };
}
