import type { ReactNode } from "react";

/** An error announced to assistive technology as soon as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert--error" role="alert">
      {children}
    </div>
  );
}
