/** An announcement modal (spec §2): data, not code; `publico` is 'all' or 'staff'. */
export interface AnnouncementTable {
  scope: string;
  chave: string;
  tipo: string;
  titulo: string;
  texto: string;
  midia_url: string | null;
  legenda_url: string | null;
  link_url: string | null;
  link_texto: string | null;
  /** ISO 8601 with offset. */
  prazo: string;
  publico: string;
  created_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    announcements: AnnouncementTable;
  }
}
