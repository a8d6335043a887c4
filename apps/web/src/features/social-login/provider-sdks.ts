import type { SocialProvider } from "@trilha/contracts/social-login.calls";

/**
 * The providers' own sign-in scripts, loaded on demand (spec §7, L11): only when a person picks that
 * provider, never in the entry bundle. Each returns the provider's id_token, carrying our nonce.
 */
export interface ProviderResult {
  idToken: string;
  firstName?: string;
  lastName?: string;
}

/** The person closed the provider's window or it chose not to show: no error to report. */
export class ProviderCancelled extends Error {}

const SCRIPTS: Record<SocialProvider, string> = {
  google: "https://accounts.google.com/gsi/client",
  microsoft: "https://alcdn.msauth.net/browser/2.38.3/js/msal-browser.min.js",
  apple: "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js",
};

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

// The three SDKs, as far as we use them.
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        nonce: string;
        callback: (answer: { credential?: string }) => void;
        use_fedcm_for_prompt?: boolean;
        cancel_on_tap_outside?: boolean;
      }): void;
      prompt(listener?: (moment: { isNotDisplayed?(): boolean; isSkippedMoment?(): boolean }) => void): void;
    };
  };
}
interface Msal {
  PublicClientApplication: new (
    config: unknown,
  ) => {
    initialize?(): Promise<void>;
    loginPopup(request: unknown): Promise<{ idToken: string }>;
  };
}
interface AppleId {
  auth: {
    init(options: unknown): void;
    signIn(): Promise<{
      authorization: { id_token: string };
      user?: { name?: { firstName?: string; lastName?: string } };
    }>;
  };
}

function global<T>(name: string): T {
  const value = (window as unknown as Record<string, unknown>)[name];
  if (!value) throw new Error(`${name} is not available`);
  return value as T;
}

const redirectUri = () => `${window.location.origin}/login`;

export async function signInWithProvider(
  provider: SocialProvider,
  clientId: string,
  nonce: string,
): Promise<ProviderResult> {
  await loadScript(SCRIPTS[provider]);
  if (provider === "google") {
    const google = global<GoogleIdentity>("google");
    return new Promise((resolve, reject) => {
      google.accounts.id.initialize({
        client_id: clientId,
        nonce,
        use_fedcm_for_prompt: true,
        cancel_on_tap_outside: true,
        callback: (answer) =>
          answer.credential ? resolve({ idToken: answer.credential }) : reject(new ProviderCancelled()),
      });
      google.accounts.id.prompt((moment) => {
        if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.()) reject(new ProviderCancelled());
      });
    });
  }
  if (provider === "microsoft") {
    const msal = global<Msal>("msal");
    const app = new msal.PublicClientApplication({
      auth: { clientId, authority: "https://login.microsoftonline.com/common", redirectUri: redirectUri() },
      cache: { cacheLocation: "sessionStorage" },
    });
    await app.initialize?.();
    try {
      const result = await app.loginPopup({
        scopes: ["openid", "profile", "email"],
        nonce,
        prompt: "select_account",
      });
      return { idToken: result.idToken };
    } catch (error) {
      if (String((error as { errorCode?: string }).errorCode).includes("user_cancelled"))
        throw new ProviderCancelled();
      throw error;
    }
  }
  const apple = global<AppleId>("AppleID");
  apple.auth.init({ clientId, scope: "name email", redirectURI: redirectUri(), usePopup: true, nonce });
  try {
    const result = await apple.auth.signIn();
    return {
      idToken: result.authorization.id_token,
      ...(result.user?.name?.firstName ? { firstName: result.user.name.firstName } : {}),
      ...(result.user?.name?.lastName ? { lastName: result.user.name.lastName } : {}),
    };
  } catch (error) {
    if ((error as { error?: string }).error === "popup_closed_by_user") throw new ProviderCancelled();
    throw error;
  }
}
