import type { CallBody, CallContract, CallQuery, CallResponse } from "@trilha/contracts/call";
import { type CallOptions, callApi } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { i18n } from "./i18n.ts";
import { clearSession, getSessionToken } from "./session-store.ts";

/**
 * What a 401 means for one call. "end-session" (the default): the stored session is gone, so it ends here with
 * the server's reason, and the guards send to sign-in keeping the path to continue to. "keep-session": the
 * caller decides, for calls whose 401 is not the session's end (a wrong password, a page that goes elsewhere).
 */
export type UnauthorizedHandling = "end-session" | "keep-session";

type BodyOption<C extends CallContract> =
  CallBody<C> extends undefined ? { body?: undefined } : { body: CallBody<C> };
type QueryOption<C extends CallContract> =
  CallQuery<C> extends undefined ? { query?: undefined } : { query: CallQuery<C> };

export type ApiCallOptions<C extends CallContract> = {
  signal?: AbortSignal;
  unauthorized?: UnauthorizedHandling;
  /** Another session's token (switching or signing out a saved account); the current one otherwise. */
  token?: string | null;
} & BodyOption<C> &
  QueryOption<C>;

/** Asked for the current password when a call answers 428; true once the server accepted it. */
type PasswordConfirmer = () => Promise<boolean>;

let passwordConfirmer: PasswordConfirmer | null = null;

/**
 * The component that can show the password confirmation dialog registers it here while it is mounted, so the
 * client can ask for it without knowing any feature. Returns the unregistering function.
 */
export function providePasswordConfirmation(confirm: PasswordConfirmer): () => void {
  passwordConfirmer = confirm;
  return () => {
    if (passwordConfirmer === confirm) passwordConfirmer = null;
  };
}

/** A 428 whose password confirmation the person cancelled: nothing to report, the change simply did not happen. */
export class PasswordNotConfirmed extends ApiError {
  constructor(cause: ApiError) {
    super(cause.status, cause.serverMessage, { cause });
  }
}

/**
 * The one way the web app calls the API: the session token and the UI language come from their stores, a 401
 * ends the session (unless the call says otherwise) and a 428 asks for the password, then repeats the call once.
 */
export async function apiCall<C extends CallContract>(
  contract: C,
  options: ApiCallOptions<C>,
): Promise<CallResponse<C>> {
  const send = () =>
    callApi(contract, {
      ...options,
      lang: i18n.language,
      token: options.token === undefined ? getSessionToken() : options.token,
    } as CallOptions<C>);
  const attempt = async (confirmed: boolean): Promise<CallResponse<C>> => {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401 && (options.unauthorized ?? "end-session") === "end-session") {
        clearSession({ expired: true, message: error.serverMessage });
      }
      // Signed in too long ago for this change: once the password is confirmed, the same call again, once.
      if (error.status === 428 && !confirmed && passwordConfirmer !== null) {
        if (!(await passwordConfirmer())) throw new PasswordNotConfirmed(error);
        return attempt(true);
      }
      throw error;
    }
  };
  return attempt(false);
}

export interface CallSettings {
  unauthorized?: UnauthorizedHandling;
  /** A call made before sign-in (or for a token it carries in its body): no session token is sent, none ended. */
  withoutSession?: true;
}

export function sessionOptions(settings: CallSettings): {
  unauthorized?: UnauthorizedHandling;
  token?: null;
} {
  return settings.withoutSession
    ? { unauthorized: "keep-session", token: null }
    : { unauthorized: settings.unauthorized };
}

/**
 * One call as a plain function, built from its contract, for code that runs outside a component (checking the
 * stored session, switching accounts) or a hook that sends one of several calls.
 */
export function callFunction<C extends CallContract>(
  contract: C,
  settings: CallSettings = {},
): (body: CallBody<C>, options?: { signal?: AbortSignal }) => Promise<CallResponse<C>> {
  return (body, options = {}) =>
    apiCall(contract, { ...sessionOptions(settings), ...options, body } as ApiCallOptions<C>);
}
