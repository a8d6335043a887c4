import { randomBytes } from "node:crypto";
import { assignmentCreate } from "@trilha/contracts/assignments.calls";
import { lessonAttachmentLink, lessonAttachmentMedia, lessonCreate } from "@trilha/contracts/lessons.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../providers/secrets/secret-box.ts";
import { inDays, ptPath as path } from "../../test/calls.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { pdfBytes, uploadFile } from "../../test/upload-file.ts";

/** The start of an MP4 file as players and type detection read it (an `ftyp` box), then `size` bytes in all. */
function mp4Bytes(size: number): Buffer {
  const file = Buffer.alloc(size, 0);
  Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex").copy(file);
  for (let index = 24; index < size; index++) file[index] = index % 251;
  return file;
}

describe.each(testDialects())("a lesson's sound and video played by link on %s", (dialect) => {
  const key = randomBytes(32);
  const t = useTenantServer(dialect, {
    env: { SECRETS_KEY: key.toString("base64") },
    users: [
      { usuario: "professora", share: true },
      { usuario: "ana", nome: "Ana Souza" },
      { usuario: "caio", nome: "Caio Lima" },
    ],
    other: [{ usuario: "professora", share: true }],
  });
  let tokens: Record<string, string> = {};
  const video = mp4Bytes(5000);
  let videoId = 0;
  let pdfId = 0;

  const post = (login: string, call: { path: `/${string}` }, body: unknown) =>
    t.request("POST", path(call), { body, token: tokens[login] as string });
  const linkFor = (login: string, anexo_id: number) => post(login, lessonAttachmentLink, { anexo_id });
  /** The media address as a player asks for it: no bearer token, a part at a time. */
  const play = (url: string, options: { range?: string; host?: string } = {}) =>
    t.request("GET", url, {
      ...(options.host ? { host: options.host } : {}),
      ...(options.range ? { headers: { range: options.range } } : {}),
    });

  beforeAll(async () => {
    const groupId = await createClassGroup(t.server.db, t.scope, { nome: "7º ano A" }, [
      [t.users.professora.id, "teacher"],
      [t.users.ana.id, "student"],
    ]);
    tokens = await t.signInAll();
    const send = (route: string, body: unknown) =>
      t.request("POST", route, { body, token: tokens.professora as string });
    const uploads = [
      (await uploadFile(send, video, { nome: "experimento.mp4", tipo: "video/mp4" })).id,
      (await uploadFile(send, pdfBytes(200), { nome: "roteiro.pdf", tipo: "application/pdf" })).id,
    ];
    const created = await post("professora", lessonCreate, {
      tipo: "PAD",
      titulo: "Experimento em vídeo",
      corpo: "<p>Assista.</p>",
      componente: null,
      serie: null,
      tags: [],
      novos_anexos: uploads,
    });
    expect(created.status, created.text).toBe(200);
    [videoId, pdfId] = created.json.conteudo.anexos.map((file: { id: number }) => file.id);
    const given = await post("professora", assignmentCreate, {
      conteudo_id: created.json.conteudo.id,
      turma_id: groupId,
      agendamento: { inicio: inDays(-1), fim: inDays(5) },
    });
    expect(given.status, given.text).toBe(200);
  });

  it("gives a student of the class a short-lived link a player reads in parts, with no session", async () => {
    const asked = Date.now();
    const answer = await linkFor("ana", videoId);
    expect(answer.status, answer.text).toBe(200);
    const { url, expira_em } = answer.json as { url: string; expira_em: string };
    expect(url.startsWith(`${path(lessonAttachmentMedia)}?link=`)).toBe(true);
    expect(Date.parse(expira_em) - asked).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(expira_em) - asked).toBeLessThanOrEqual(31 * 60_000);

    const whole = await play(url);
    expect(whole.status).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(Buffer.compare(whole.raw, video)).toBe(0);
    const part = await play(url, { range: "bytes=1000-1999" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-1999/${video.length}`);
    expect(Buffer.compare(part.raw, video.subarray(1000, 2000))).toBe(0);
    // The teacher of the class gets one too.
    expect((await linkFor("professora", videoId)).status).toBe(200);
  });

  it("refuses a reader the file is not for, and a link forged, changed, over, for another file or elsewhere", async () => {
    expect((await linkFor("caio", videoId)).status, "not a student of the class").toBe(404);
    expect((await linkFor("caio", pdfId)).status, "not a student of the class").toBe(404);
    expect((await linkFor("ana", 999_999)).status).toBe(404);
    const signedOut = await t.request("POST", path(lessonAttachmentLink), { body: { anexo_id: videoId } });
    expect(signedOut.status).toBe(401);

    const { url } = (await linkFor("ana", videoId)).json as { url: string };
    const link = decodeURIComponent(url.slice(url.indexOf("=") + 1));
    const withLink = (value: string) => path(lessonAttachmentMedia, `?link=${encodeURIComponent(value)}`);
    const changed = `${link.slice(0, -3)}${link.endsWith("AAA") ? "BBB" : "AAA"}`;
    expect((await play(withLink(changed))).status, "changed").toBe(404);
    expect((await play(withLink("v1.abc.def.ghi"))).status, "made up").toBe(404);
    expect((await play(url, { host: t.otherHost })).status, "on another tenant").toBe(404);

    // Sealed with the server's own key, as the server would: over, or naming a PDF.
    const box = createSecretBox(key);
    const seal = (content: object) =>
      box.seal(JSON.stringify(content), `media-link:lesson-attachment:${t.scope.key}`);
    const over = await play(withLink(seal({ i: videoId, e: Date.now() - 1000 })));
    expect(over.status, "over").toBe(404);
    expect((await play(withLink(seal({ i: 999_999, e: Date.now() + 60_000 })))).status, "no file").toBe(404);
    const pdf = await play(withLink(seal({ i: pdfId, e: Date.now() + 60_000 })));
    expect(pdf.status, "any attachment the link names").toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((await play(withLink(seal({ i: videoId, e: Date.now() + 60_000 })))).status).toBe(200);
  });
});
