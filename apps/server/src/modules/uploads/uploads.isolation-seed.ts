import { uploadChunk, uploadCreate, uploadFinish } from "@trilha/contracts/uploads.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A file in PDF's shape whose bytes name the scope: what an answer carrying them came from is plain. */
export function isolationPdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
}

/** The student's uploads: one finished (its last part recorded), one still open. */
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
    return { values: { upload: [finished, open] }, secrets: [finished, open] };
  },
};
