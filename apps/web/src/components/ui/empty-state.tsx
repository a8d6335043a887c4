import type { ReactNode } from "react";

/** What a page says when it honestly has nothing to show. */
export function EmptyState({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="empty-state">
      {title ? <p className="empty-state__title">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}
