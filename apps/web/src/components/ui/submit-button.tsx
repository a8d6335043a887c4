import type { ButtonHTMLAttributes } from "react";

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type" | "aria-disabled">;

/** A form's main button: while `busy` it stays in the keyboard order and says it is unavailable. */
export function SubmitButton({ busy, ...native }: NativeProps & { busy: boolean }) {
  return (
    <button {...native} className="button button--primary" type="submit" aria-disabled={busy || undefined} />
  );
}
