import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TextInput } from "./text-input.tsx";

function Field(props: { lettersOnly?: boolean; loginStyle?: boolean; maxLength?: number; error?: string }) {
  const [value, setValue] = useState("");
  return <TextInput label="Nome" value={value} onValueChange={setValue} {...props} />;
}

const input = () => screen.getByLabelText("Nome") as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe("TextInput", () => {
  it("is labelled and keeps what is typed until the person leaves the field, then trims and collapses", () => {
    render(<Field />);
    type("  Ana    Souza ");
    expect(input().value).toBe("  Ana    Souza ");
    fireEvent.blur(input());
    expect(input().value).toBe("Ana Souza");
  });

  it("keeps letters only in letters-only mode", () => {
    render(<Field lettersOnly />);
    type("Ana 2 Souza!");
    fireEvent.blur(input());
    expect(input().value).toBe("Ana Souza");
  });

  it("makes a login of the text in login-style mode", () => {
    render(<Field loginStyle />);
    type(" Ana Souza@1 ");
    fireEvent.blur(input());
    expect(input().value).toBe("anasouza1");
  });

  it("shows no counter up to half the limit, then 'n/max' described on the field and read politely", () => {
    render(<Field maxLength={20} />);
    expect(input().maxLength).toBe(20);
    type("a".repeat(10));
    expect(input().getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText("10/20")).toBeNull();

    type("a".repeat(11));
    const counter = screen.getByText("11/20").parentElement as HTMLElement;
    expect(counter.getAttribute("aria-live")).toBe("polite");
    expect(counter.textContent).toContain("11 de 20 caracteres");
    expect(input().getAttribute("aria-describedby")).toBe(counter.id);

    type("a".repeat(12));
    expect(screen.getByText("12/20")).toBeTruthy();
  });

  it("counts characters as people do (an emoji is one)", () => {
    render(<Field maxLength={4} />);
    type("😀😀😀");
    expect(screen.getByText("3/4")).toBeTruthy();
  });

  it("marks itself invalid and describes itself with its error, next to the counter", () => {
    render(<Field maxLength={4} error="Este campo é obrigatório." />);
    type("abc");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    const ids = input().getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Este campo é obrigatório.",
      "3/43 de 4 caracteres",
    ]);
  });
});
