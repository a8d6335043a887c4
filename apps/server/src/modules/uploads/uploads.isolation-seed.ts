import { uploadChunk, uploadCreate, uploadFinish } from "@trilha/contracts/uploads.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A file in PDF's shape whose bytes name the scope: what an answer carrying them came from is plain. */
export function isolationPdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
}

/** A picture in PNG's shape (its signature and header) whose bytes name the scope. */
export function isolationPng(marker: string): Buffer {
  const header = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
  return Buffer.concat([header, Buffer.from(` ${marker} `)]);
}

/** The student's uploads: one finished (its last part recorded), one still open; the administrator's picture. */
export const uploadsIsolationSeed: IsolationSeedContributor = {
  tables: ["uploads", "upload_parts"],
  async seed({ marker, ok, tokens }) {
    const file = isolationPdf(marker);
    const start = () =>
      ok(
        uploadCreate,
        { nome: `${marker}.pdf`, tamanho: file.length, tipo: "application/pdf" },
        tokens.student,
      );
    const finished: string = (await start()).envio.envio_id;
    await ok(uploadChunk, { envio_id: finished, posicao: 0, dados: file.toString("base64") }, tokens.student);
    await ok(uploadFinish, { envio_id: finished }, tokens.student);
    const open: string = (await start()).envio.envio_id;
    const png = isolationPng(marker);
    const picture: string = (
      await ok(uploadCreate, { nome: `${marker}.png`, tamanho: png.length, tipo: "image/png" }, tokens.admin)
    ).envio.envio_id;
    await ok(uploadChunk, { envio_id: picture, posicao: 0, dados: png.toString("base64") }, tokens.admin);
    await ok(uploadFinish, { envio_id: picture }, tokens.admin);
    return { values: { upload: [finished, open], picture: [picture] }, secrets: [finished, open, picture] };
  },
};
