import { describe, expect, it } from "vitest";
import { fillPlaceholders, lookupMessage } from "./messages.ts";
import { translate } from "./translate.ts";

describe("messages", () => {
  it("fills each {{name}} with its string or number, and a missing one with nothing", () => {
    expect(fillPlaceholders("{{count}} de {{max}} para {{who}}", { count: 3, max: 80 })).toBe(
      "3 de 80 para ",
    );
  });

  it("leaves text without a placeholder, or with spaces inside the braces, as it is", () => {
    expect(fillPlaceholders("sem nada")).toBe("sem nada");
    expect(fillPlaceholders("{{ count }}", { count: 1 })).toBe("{{ count }}");
  });

  it("agrees a word with its number: the singular for 1 only", () => {
    const message = "{{total}} {{total|aluno|alunos}} em {{turmas}} {{turmas|turma|turmas}}";
    expect(fillPlaceholders(message, { total: 1, turmas: 2 })).toBe("1 aluno em 2 turmas");
    expect(fillPlaceholders(message, { total: 0, turmas: 1 })).toBe("0 alunos em 1 turma");
    expect(fillPlaceholders("{{n|um|vários}}", {})).toBe("vários");
  });

  it("finds a message by its dotted key and nothing at a branch or an unknown key", () => {
    const catalogue = { a: { b: "texto" } };
    expect(lookupMessage(catalogue, "a.b")).toBe("texto");
    expect(lookupMessage(catalogue, "a")).toBeUndefined();
    expect(lookupMessage(catalogue, "a.c.d")).toBeUndefined();
  });
});

describe("counted messages in the catalogue", () => {
  it("say one thing in the singular in every language", () => {
    expect(translate("pt-br", "notices.count", { count: 1 })).toBe("1 aviso");
    expect(translate("pt-br", "notices.count", { count: 3 })).toBe("3 avisos");
    expect(translate("en-us", "registrations.classes.counts", { alunos: 1, professores: 2 })).toBe(
      "1 student, 2 teachers",
    );
    expect(translate("es-es", "rateLimit.retryInMinutes", { minutes: 1 })).toContain(
      "aproximadamente 1 minuto ",
    );
    expect(translate("pt-br", "roleHome.delivered", { n: 1, total: 25 })).toBe("1 de 25 entregou");
    expect(translate("pt-br", "roleHome.students", { n: 25 })).toBe("25 alunos");
  });
});
