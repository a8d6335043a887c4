/** A notice of the tenant's mensagens.json (spec §3); list fields are JSON arrays as text, or null. */
export interface NoticeTable {
  scope: string;
  id: string;
  status: string;
  tipo: string;
  mensagem: string;
  link_url: string | null;
  link_texto: string | null;
  /** JSON array of routes (the file's `rota`). */
  rotas: string | null;
  data_inicio: string | null;
  data_termino: string | null;
  /** JSON array of client ids. */
  clientes: string | null;
  /** JSON array of user ids. */
  usuarios: string | null;
  created_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    notices: NoticeTable;
  }
}
