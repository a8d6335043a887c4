import type { ReactNode } from "react";

/** A fact shown: its label and its value; a null value leaves the fact out. */
export type Fact = readonly [label: string, value: ReactNode];

/** An item's facts as a description list, each label over its value, in the order given. */
export function FactList({ className, facts }: { className: string; facts: readonly Fact[] }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) =>
        value === null ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
