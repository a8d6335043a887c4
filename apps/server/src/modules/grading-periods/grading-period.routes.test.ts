import { callPath } from "@trilha/contracts/call";
import { gradingPeriodList, gradingPeriodSave } from "@trilha/contracts/grading-periods.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("grading periods on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    tenant: { time_zone: "America/Manaus" },
    users: [{ usuario: "admin", platformAdmin: true }, { usuario: "professora" }],
    other: [{ usuario: "admin", platformAdmin: true }],
  });
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.admin = await t.signIn("admin");
    tokens.professora = await t.signIn("professora");
    tokens.other = await t.signIn("admin", t.otherHost);
  });
  const list = (token: string, host?: string) =>
    t.request("GET", `${callPath(gradingPeriodList, "pt-br")}?ano=2027`, {
      token,
      ...(host ? { host } : {}),
    });
  const periodos = [
    { inicio: "2027-02-01", fim: "2027-04-16" },
    { inicio: "2027-04-19", fim: "2027-07-02" },
  ];

  it("gives four default bimestres in the tenant's time zone until they are set", async () => {
    const answer = await list(tokens.professora as string);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ ano: 2027, fuso_horario: "America/Manaus", personalizados: false });
    expect(answer.json.periodos).toHaveLength(4);
  });

  it("lets a platform administrator set them, in order and in the year, for this scope only", async () => {
    const save = (body: object, token = tokens.admin as string) =>
      t.request("POST", callPath(gradingPeriodSave, "pt-br"), { body, token });
    expect((await save({ ano: 2027, periodos }, tokens.professora as string)).status).toBe(403);
    const overlapping = await save({ ano: 2027, periodos: [periodos[1], periodos[0]] });
    expect(overlapping.status).toBe(400);
    expect(overlapping.json.mensagem).toContain("períodos");
    expect((await save({ ano: 2026, periodos })).status).toBe(400);
    const saved = await save({ ano: 2027, periodos });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      personalizados: true,
      periodos: [
        { numero: 1, ...periodos[0] },
        { numero: 2, ...periodos[1] },
      ],
    });
    expect((await list(tokens.professora as string)).json.periodos).toHaveLength(2);
    expect((await list(tokens.other as string, t.otherHost)).json.personalizados).toBe(false);
  });
});
