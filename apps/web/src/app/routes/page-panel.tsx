import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

interface PagePanelProps {
  /** The page's name: in the tab and, unless `heading` says otherwise, as its heading. */
  title: string;
  /** A richer heading than the title (a name with its section); `null` for a page whose dialog has its own. */
  heading?: ReactNode;
  /** What the page is for, under the heading. */
  intro?: ReactNode;
  /** The narrow column of the sign-in and password pages. */
  narrow?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The panel a page is: it names the tab and heads the page with the same title. */
export function PagePanel({ title, heading = title, intro, narrow, className, children }: PagePanelProps) {
  useDocumentTitle(title);
  const classes = ["panel", narrow ? "panel--narrow" : null, className ?? null];
  return (
    <section className={classes.filter(Boolean).join(" ")}>
      {heading === null ? null : <h1>{heading}</h1>}
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A heading with its subject first and, lighter, the part of it the page shows: "Rede Sul · Gestão". */
export function SuffixedHeading({ name, suffix }: { name: ReactNode; suffix: string }) {
  return (
    <>
      {name} <span className="heading-suffix">· {suffix}</span>
    </>
  );
}
