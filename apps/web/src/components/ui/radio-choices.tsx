import type { ReactNode } from "react";
import "./radio-choices.css";

interface RadioChoicesProps<Value extends string> {
  legend: ReactNode;
  /** The radios' shared name (one per list on the page). */
  name: string;
  options: readonly Value[];
  value: Value;
  onChoose: (value: Value) => void;
  /** What each option says. */
  label: (value: Value) => ReactNode;
  /** A lasting explanation under the legend, read out with the list. */
  hint?: { id: string; text: ReactNode };
  /** Another explanation the list is described by, outside it. */
  describedBy?: string;
  /** The language an option is written in, when not the page's. */
  lang?: (value: Value) => string;
  className?: string;
  optionClassName?: string;
  legendClassName?: string;
}

/** A group of radios, one bordered row per option; the chosen one is tinted. */
export function RadioChoices<Value extends string>(props: RadioChoicesProps<Value>) {
  const classes = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);
  return (
    <fieldset
      className={classes("choice-group", props.className)}
      aria-describedby={props.hint?.id ?? props.describedBy}
    >
      <legend className={props.legendClassName}>{props.legend}</legend>
      {props.hint ? (
        <p id={props.hint.id} className="choice-group__hint">
          {props.hint.text}
        </p>
      ) : null}
      {props.options.map((option) => (
        <label key={option} className={classes("choice", props.optionClassName)} lang={props.lang?.(option)}>
          <input
            type="radio"
            name={props.name}
            value={option}
            checked={props.value === option}
            onChange={() => props.onChoose(option)}
          />
          {props.label(option)}
        </label>
      ))}
    </fieldset>
  );
}
