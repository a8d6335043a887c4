import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import { REGISTRATION_NAME_MAX_LENGTH } from "@trilha/contracts/registrations.calls";
import { type ComponentProps, type FormEvent, type ReactNode, useState } from "react";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { useFormAction } from "../../components/ui/form-outcome.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useReloadRegistrations } from "./api/registrations.api.ts";

/** One action of the registrations at a time (see `useFormAction`), and every list loaded again after a change. */
export function useRegistrationAction() {
  const reload = useReloadRegistrations();
  const action = useFormAction();
  return {
    ...action,
    run: <T extends object>(work: () => Promise<T>, after?: (answer: T) => void) =>
      action.run(work, async (answer) => {
        after?.(answer);
        await reload();
      }),
  };
}

/** The name every registration has: required, and as long as the server keeps. */
export function NameInput(props: { label: string; value: string; onValueChange: (value: string) => void }) {
  return <TextInput {...props} required maxLength={REGISTRATION_NAME_MAX_LENGTH} />;
}

/** A person's login, typed as logins are (`loginStyle`) and as long as the server keeps. */
export function LoginInput(props: Omit<ComponentProps<typeof TextInput>, "loginStyle" | "maxLength">) {
  return <TextInput {...props} loginStyle maxLength={LOGIN_MAX_LENGTH} />;
}

/** A registration form's checkbox, in the registrations' row. */
export function CheckField(props: Omit<ComponentProps<typeof CheckboxField>, "className">) {
  return <CheckboxField className="registrations__check" {...props} />;
}

/** A search typed and sent (Enter or the button): the list is searched on the server. */
export function SearchBar({
  label,
  onSearch,
  children,
}: {
  label: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <search>
      <form className="registrations__search" onSubmit={submit}>
        <TextInput type="search" label={label} value={text} onValueChange={setText} maxLength={100} />
        {children}
        <button className="button" type="submit">
          {t("registrations.search")}
        </button>
      </form>
    </search>
  );
}
