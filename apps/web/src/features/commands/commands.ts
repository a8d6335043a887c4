import type { Contrast, TextSize } from "@trilha/contracts/rules/accessibility-settings";
import { isLanguage, LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import { type WebPathName, webPaths } from "@trilha/contracts/web-paths";

/**
 * Spec §2/§9, checklist G5: the hidden commands typed in the Ctrl+Q dialog (documented in docs/commands.md).
 * Command words are the same in every interface language, like the product's routes.
 */
export const CONTRAST_VALUES = {
  padrao: "contraste-padrao",
  alto: "contraste-altocontraste",
  cinza: "contraste-escalacinza",
  escuro: "contraste-escuro",
} as const satisfies Record<string, Contrast>;

export const FONT_VALUES = {
  padrao: "fontes-padrao",
  grande: "fontes-grandes",
  gigante: "fontes-gigantes",
} as const satisfies Record<string, TextSize>;

export type ContrastChoice = keyof typeof CONTRAST_VALUES;
export type FontChoice = keyof typeof FONT_VALUES;

/** Commands that only go to a page. */
const PAGE_COMMANDS = {
  inicio: "signedIn",
  conta: "account",
  dispositivos: "connectedDevices",
  sair: "logout",
} as const satisfies Record<string, WebPathName>;

export const COMMANDS = [
  "ajuda",
  "idioma",
  "contraste",
  "fonte",
  "inicio",
  "conta",
  "dispositivos",
  "sair",
  "versao",
] as const;
export type CommandName = (typeof COMMANDS)[number];

/** What the arguments of each command that takes one may be, for the usage message. */
export const COMMAND_ARGUMENTS: Partial<Record<CommandName, readonly string[]>> = {
  idioma: LANGUAGES,
  contraste: Object.keys(CONTRAST_VALUES),
  fonte: Object.keys(FONT_VALUES),
};

export type CommandEffect =
  | { type: "help" }
  | { type: "version" }
  | { type: "navigate"; to: string }
  | { type: "language"; language: Language }
  | {
      type: "setting";
      key: "contraste";
      value: (typeof CONTRAST_VALUES)[ContrastChoice];
      choice: ContrastChoice;
    }
  | { type: "setting"; key: "fontes"; value: (typeof FONT_VALUES)[FontChoice]; choice: FontChoice }
  | { type: "empty" }
  | { type: "unknown"; command: string }
  | { type: "usage"; command: CommandName };

/** Lower case without accents, so "Versão" and "INÍCIO" are understood as typed by anyone. */
function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function isKeyOf<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key);
}

function isCommand(word: string): word is CommandName {
  return (COMMANDS as readonly string[]).includes(word);
}

/** Reads one typed line into what it asks for; never throws, a bad line is an effect too. */
export function parseCommand(input: string): CommandEffect {
  const [rawName, ...rest] = input.trim().split(/\s+/).filter(Boolean);
  if (rawName === undefined) return { type: "empty" };
  const name = fold(rawName);
  if (!isCommand(name)) return { type: "unknown", command: rawName };
  const args = rest.map(fold);
  const takesArgument = COMMAND_ARGUMENTS[name] !== undefined;
  if (takesArgument ? args.length !== 1 : args.length !== 0) return { type: "usage", command: name };
  const [arg = ""] = args;
  switch (name) {
    case "ajuda":
      return { type: "help" };
    case "versao":
      return { type: "version" };
    case "idioma":
      return isLanguage(arg) ? { type: "language", language: arg } : { type: "usage", command: name };
    case "contraste":
      return isKeyOf(CONTRAST_VALUES, arg)
        ? { type: "setting", key: "contraste", value: CONTRAST_VALUES[arg], choice: arg }
        : { type: "usage", command: name };
    case "fonte":
      return isKeyOf(FONT_VALUES, arg)
        ? { type: "setting", key: "fontes", value: FONT_VALUES[arg], choice: arg }
        : { type: "usage", command: name };
    default:
      return { type: "navigate", to: webPaths[PAGE_COMMANDS[name]].build() };
  }
}
