import type { Language } from "@trilha/contracts/rules/languages";

/** The part of Google's `grecaptcha` global the login form uses (reCAPTCHA v2, explicit rendering). */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
      hl: string;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    trilhaRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
/** Google's language codes for ours. */
const GOOGLE_LANGUAGE: Record<Language, string> = { "pt-br": "pt-BR", "en-us": "en", "es-es": "es" };

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads Google's reCAPTCHA script the first time a login needs it (never before, so nobody else's page pulls
 * a third-party script); later calls share the same load. A failed load can be tried again.
 */
export function loadRecaptcha(lang: Language): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.trilhaRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error("reCAPTCHA loaded without grecaptcha"));
    };
    const script = document.createElement("script");
    const params = new URLSearchParams({
      onload: "trilhaRecaptchaLoaded",
      render: "explicit",
      hl: recaptchaLanguage(lang),
    });
    script.src = `${SCRIPT_URL}?${params}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("reCAPTCHA script failed to load"));
    };
    document.head.append(script);
  });
  return loading;
}

export function recaptchaLanguage(lang: Language): string {
  return GOOGLE_LANGUAGE[lang];
}
