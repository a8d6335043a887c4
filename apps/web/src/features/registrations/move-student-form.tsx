import type { Person, School } from "@trilha/contracts/registrations.calls";
import { useState } from "react";
import { SelectField } from "../../components/ui/select-field.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { moveStudent, useClasses } from "./api/registrations.api.ts";
import { RegistrationForm } from "./registration-list.tsx";

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
  const classes = useClasses({ escola_id: school.id, ...(year ? { ano: year } : {}), pagina: 1 });
  const [target, setTarget] = useState("");
  const options = (classes.data?.turmas ?? []).map((group) => ({
    value: String(group.id),
    label: `${group.nome} (${group.ano_letivo ?? "—"})`,
  }));
  return (
    <RegistrationForm
      title={t("registrations.people.moveTitle", { nome: student.nome })}
      submitLabel={t("registrations.people.move")}
      ready={target !== ""}
      onCancel={() => onDone()}
      save={() => moveStudent({ pessoa_id: student.id, turma_id: Number(target) })}
      onSaved={(answer) => onDone(answer.mensagem)}
    >
      <SelectField
        label={t("registrations.people.moveTo")}
        value={target}
        onValueChange={setTarget}
        emptyLabel={t("registrations.people.chooseClass")}
        options={options}
      />
    </RegistrationForm>
  );
}
