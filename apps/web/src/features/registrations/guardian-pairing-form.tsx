import { type FormEvent, useId, useState } from "react";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { pairGuardian } from "./api/registrations.api.ts";
import { useRegistrationAction } from "./registration-controls.tsx";

/** Where a signed-in guardian types the family's pairing code the school gave them, and is linked to the student. */
export function GuardianPairingForm() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const action = useRegistrationAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(
      () => pairGuardian({ codigo_vinculo: code }),
      () => setCode(""),
    );
  }
  return (
    <form className="account-section" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("registrations.pairing.title")}</h2>
      <p className="muted">{t("registrations.pairing.intro")}</p>
      <TextInput
        label={t("registrations.pairing.code")}
        value={code}
        onValueChange={setCode}
        autoComplete="off"
        required
        maxLength={32}
      />
      <button className="button" type="submit" disabled={action.pending}>
        {t("registrations.pairing.submit")}
      </button>
      <FormOutcome outcome={action.outcome} />
    </form>
  );
}
