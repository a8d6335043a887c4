import type { ColumnType, Generated } from "kysely";

/** A school (the session's `cliente`). */
export interface ClientTable {
  id: Generated<number>;
  scope: string;
  nome: string;
  whatsapp: string | null;
  codigo: ColumnType<string | null, string | null | undefined, string | null>;
  /** The school's eight-digit INEP code, optional. */
  inep: ColumnType<string | null, string | null | undefined, string | null>;
  sourced_id: ColumnType<string | null, string | null | undefined, string | null>;
  active: ColumnType<number, number | undefined, number>;
  /** The code a new account types to join the school (unique in the scope), or null; optional on insert. */
  join_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Which networks a school belongs to (several at once). */
export interface ClientNetworkTable {
  scope: string;
  client_id: number;
  network_id: number;
}

export interface NetworkTable {
  id: Generated<number>;
  scope: string;
  codigo: string;
  nome: string;
  sourced_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NetworkMemberTable {
  scope: string;
  network_id: number;
  user_id: number;
}

export interface ClassGroupTable {
  id: Generated<number>;
  scope: string;
  nome: string;
  tipo: string;
  active: number;
  /** The school (client) the class belongs to; optional on insert. */
  client_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The school year (e.g. 2026); optional on insert. */
  school_year: ColumnType<number | null, number | null | undefined, number | null>;
  /** The grade or series as the school writes it ('7º ano'). */
  grade: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'morning', 'afternoon', 'evening' or 'full'. */
  shift: ColumnType<string | null, string | null | undefined, string | null>;
  sourced_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code a new account types to join the class (unique in the scope), or null; optional on insert. */
  join_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GroupMemberTable {
  scope: string;
  group_id: number;
  user_id: number;
  /** 'student' or 'teacher' (a class may have several); optional on insert, a student by default. */
  role: ColumnType<string, string | undefined, string>;
}

export interface GuardianTable {
  scope: string;
  guardian_id: number;
  student_id: number;
}

/** A family's pairing code for one student: only its SHA-256 is kept; `used_at` makes it single use. */
export interface GuardianPairingCodeTable {
  id: Generated<number>;
  scope: string;
  student_id: number;
  code_hash: string;
  /** Who issued it. */
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

declare module "../../db/schema.ts" {
  interface Database {
    clients: ClientTable;
    client_networks: ClientNetworkTable;
    networks: NetworkTable;
    network_managers: NetworkMemberTable;
    class_groups: ClassGroupTable;
    group_members: GroupMemberTable;
    guardians: GuardianTable;
    guardian_pairing_codes: GuardianPairingCodeTable;
  }
}
