import type { Generated } from "kysely";

export interface LearningPathTable {
  id: Generated<number>;
  scope: string;
  nome: string;
  total_habilidades: number;
  /** JSON array of filter tags. */
  tags: string;
}

export interface PathMemberTable {
  scope: string;
  path_id: number;
  group_id: number;
  user_id: number;
  usuario_tipo: string;
  habilidades_realizadas: number;
}

declare module "../../db/schema.ts" {
  interface Database {
    learning_paths: LearningPathTable;
    path_members: PathMemberTable;
  }
}
