import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { changeLanguage, i18n, useTranslation } from "../../lib/i18n.ts";
import { showToast } from "../../lib/toasts.ts";
import { COMMAND_ARGUMENTS, COMMANDS, type CommandName, parseCommand } from "./commands.ts";
import { writeUiSetting } from "./ui-settings.ts";
import "./commands.css";

/** The version of this build of the web app, written in by the build; "dev" when run from source. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? "dev";

const COMMAND_MAX_LENGTH = 40;

type Output = { kind: "help" } | { kind: "version" } | { kind: "error"; text: string } | null;

function usageOf(command: CommandName): string {
  const values = COMMAND_ARGUMENTS[command];
  return values ? `${command} <${values.join(" | ")}>` : command;
}

/** Spec §2, checklist G5: the hidden commands dialog with its 'Comando' field. */
export function CommandsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [command, setCommand] = useState("");
  const [output, setOutput] = useState<Output>(null);

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const effect = parseCommand(command);
    switch (effect.type) {
      case "empty":
        setOutput({ kind: "error", text: t("commands.empty") });
        return;
      case "unknown":
        setOutput({ kind: "error", text: t("commands.unknown", { command: effect.command }) });
        return;
      case "usage":
        setOutput({ kind: "error", text: t("commands.usage", { usage: usageOf(effect.command) }) });
        return;
      case "help":
        setOutput({ kind: "help" });
        return;
      case "version":
        setOutput({ kind: "version" });
        return;
      case "navigate":
        onClose();
        navigate(effect.to);
        return;
      case "language":
        onClose();
        await changeLanguage(effect.language);
        // Said in the new language: the toast is the first thing the person reads in it.
        showToast(i18n.t("commands.languageChanged"), "success");
        return;
      case "setting":
        writeUiSetting(effect.key, effect.value);
        onClose();
        showToast(
          effect.key === "contraste"
            ? t("commands.contrasteChanged", { value: t(`commands.contrasteNames.${effect.choice}`) })
            : t("commands.fontesChanged", { value: t(`commands.fontesNames.${effect.choice}`) }),
          "success",
        );
        return;
    }
  }

  return (
    <ModalDialog title={t("commands.title")} onClose={onClose} className="commands-dialog">
      <form className="commands-dialog__form" noValidate onSubmit={run}>
        <TextInput
          label={t("commands.field")}
          value={command}
          onValueChange={(value) => {
            setCommand(value);
            if (output?.kind === "error") setOutput(null);
          }}
          maxLength={COMMAND_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="go"
        />
        <button className="button button--primary" type="submit">
          {t("commands.run")}
        </button>
      </form>
      <p className="commands-dialog__hint">{t("commands.hint")}</p>
      <div role="status" className="commands-dialog__output">
        {output?.kind === "help" ? (
          <dl className="commands-dialog__help">
            {COMMANDS.map((name) => (
              <div key={name}>
                <dt>
                  <code>{usageOf(name)}</code>
                </dt>
                <dd>{t(`commands.help.${name}`)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {output?.kind === "version" ? <p>{t("commands.version", { version: APP_VERSION })}</p> : null}
      </div>
      {output?.kind === "error" ? <ErrorAlert>{output.text}</ErrorAlert> : null}
    </ModalDialog>
  );
}
