import { useId } from "react";
import { FormOutcome, useFormAction } from "../../components/ui/form-outcome.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useRefreshTermsCurrent, useTermsAccept, useUpdateTermsCurrent } from "./api/terms.api.ts";
import "./terms.css";

import type { CurrentTerms } from "./terms-due.ts";
import { TermsText } from "./terms-text.tsx";

/** Spec §2: the terms of use, shown until accepted; 'Aceitar' is the only way out. */
export function TermsModal({ terms }: { terms: CurrentTerms }) {
  const { t } = useTranslation();
  const updateTerms = useUpdateTermsCurrent();
  const refreshTerms = useRefreshTermsCurrent();
  const id = useId();
  const accept = useTermsAccept();
  const action = useFormAction();

  function handleAccept() {
    void action.run(
      async () => {
        try {
          return await accept.mutateAsync({ versao: terms.versao });
        } catch (error) {
          // A newer version was published meanwhile: show it.
          if (error instanceof ApiError && error.status === 409) void refreshTerms();
          throw error;
        }
      },
      () => {
        const acceptedAt = new Date().toISOString();
        updateTerms((current) => ({ ...current, aceito: true, aceito_em: acceptedAt }));
        void refreshTerms();
      },
    );
  }

  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-intro`} className="modal--wide">
      <h2 id={`${id}-title`}>{terms.titulo || t("terms.title")}</h2>
      <p id={`${id}-intro`}>
        {t("terms.intro")}{" "}
        <span className="muted">{t("terms.version", { versao: String(terms.versao) })}</span>
      </p>
      {/* Focusable so the text can be scrolled with the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="terms-text" tabIndex={0} aria-labelledby={`${id}-title`} data-autofocus>
        <TermsText text={terms.texto} />
      </section>
      <FormOutcome outcome={action.outcome} />
      <div className="modal__actions">
        <button
          className="button button--primary"
          type="button"
          onClick={handleAccept}
          aria-disabled={action.pending}
        >
          {action.pending ? t("terms.accepting") : t("terms.accept")}
        </button>
      </div>
    </ModalDialog>
  );
}
