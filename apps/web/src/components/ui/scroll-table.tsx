import { type ReactNode, useId } from "react";
import { ColumnHeads } from "./column-heads.tsx";

/**
 * A wide table in a region of its own that scrolls sideways on a narrow screen, named by the table's caption,
 * with one header cell per column; `children` are its body rows, each cell labelled with its column for the
 * cards below the 800 px breakpoint.
 */
export function ScrollTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** A class beside `table`. */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    // The region is focusable so that a keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="table-scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={className ? `table ${className}` : "table"}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <ColumnHeads labels={columns} />
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
