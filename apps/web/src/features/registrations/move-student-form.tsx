import type { Person, School } from "@trilha/contracts/registrations.calls";
import { type FormEvent, useId, useState } from "react";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { moveStudent, useClasses } from "./api/registrations.api.ts";
import { SelectField, useRegistrationAction } from "./registration-controls.tsx";

/** A student moved into another class of the school: out of that year's other active classes. */
export function MoveStudentForm({
  student,
  school,
  year,
  onDone,
}: {
  student: Person;
  school: School;
  year: number | null;
  onDone: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const classes = useClasses({ escola_id: school.id, ...(year ? { ano: year } : {}), pagina: 1 });
  const [target, setTarget] = useState("");
  const action = useRegistrationAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    await action.run(
      () => moveStudent({ pessoa_id: student.id, turma_id: Number(target) }),
      (answer) => onDone(answer.mensagem),
    );
  }
  const options = (classes.data?.turmas ?? []).map((group) => ({
    value: String(group.id),
    label: `${group.nome} (${group.ano_letivo ?? "—"})`,
  }));
  return (
    <form className="registrations__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("registrations.people.moveTitle", { nome: student.nome })}</h3>
      <SelectField
        label={t("registrations.people.moveTo")}
        value={target}
        onChange={setTarget}
        options={[{ value: "", label: t("registrations.people.chooseClass") }, ...options]}
      />
      <div className="registrations__actions">
        <button className="button button--primary" type="submit" disabled={action.pending || !target}>
          {t("registrations.people.move")}
        </button>
        <button className="button" type="button" onClick={() => onDone()}>
          {t("registrations.cancel")}
        </button>
      </div>
      <FormOutcome outcome={action.outcome} />
    </form>
  );
}
