import type { ReactNode } from "react";

/** One section of the signed-in home, named by its heading; `id` is the heading's, unique on the page. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="role-home__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
