/**
 * Spec §8: global alerts are raised by page events, so any part of the page (a feature, a script, a test)
 * can show one without importing the component that draws it.
 *
 * The events are `CustomEvent`s dispatched on `window`:
 * - `alert-sucesso`: a success message; its button says 'Entendi', or 'Prosseguir' when `botao` asks for it.
 * - `alert-erro`: an error message; its button says 'Entendi'.
 *
 * `detail` carries {@link GlobalAlertDetail}. Events without a non-blank `mensagem` are ignored.
 */
export const ALERT_SUCCESS_EVENT = "alert-sucesso";
export const ALERT_ERROR_EVENT = "alert-erro";

export type GlobalAlertKind = "success" | "error";

export interface GlobalAlertDetail {
  /** The message shown, already in the person's language. */
  mensagem: string;
  /** A heading in place of the default ('Sucesso' / 'Erro'). */
  titulo?: string;
  /** Success alerts only: 'prosseguir' labels the button 'Prosseguir' instead of 'Entendi'. */
  botao?: "entendi" | "prosseguir";
  /** Called once the person has dismissed the alert (button or Escape). */
  aoFechar?: () => void;
}

export interface GlobalAlert {
  kind: GlobalAlertKind;
  message: string;
  title: string | null;
  proceed: boolean;
  onClose: (() => void) | null;
}

/** Reads an event's detail defensively: events may come from code that is not typed against this module. */
export function alertFromEvent(kind: GlobalAlertKind, detail: unknown): GlobalAlert | null {
  if (typeof detail !== "object" || detail === null) return null;
  const { mensagem, titulo, botao, aoFechar } = detail as Record<string, unknown>;
  if (typeof mensagem !== "string" || mensagem.trim() === "") return null;
  return {
    kind,
    message: mensagem,
    title: typeof titulo === "string" && titulo.trim() !== "" ? titulo : null,
    proceed: kind === "success" && botao === "prosseguir",
    onClose: typeof aoFechar === "function" ? (aoFechar as () => void) : null,
  };
}

function dispatch(type: string, detail: GlobalAlertDetail): void {
  window.dispatchEvent(new CustomEvent<GlobalAlertDetail>(type, { detail }));
}

/** Shows a success alert (one at a time: alerts raised meanwhile wait their turn). */
export function alertSuccess(mensagem: string, options: Omit<GlobalAlertDetail, "mensagem"> = {}): void {
  dispatch(ALERT_SUCCESS_EVENT, { ...options, mensagem });
}

/** Shows an error alert with 'Entendi'. */
export function alertError(
  mensagem: string,
  options: Omit<GlobalAlertDetail, "mensagem" | "botao"> = {},
): void {
  dispatch(ALERT_ERROR_EVENT, { ...options, mensagem });
}
