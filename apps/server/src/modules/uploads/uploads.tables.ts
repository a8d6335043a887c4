import type { Generated } from "kysely";

/**
 * A file sent in chunks (modules/uploads), owned by the user who started it. `received` bytes arrived: the
 * parts in `upload_parts`, then `pending` bytes kept as one object until they make a part. Unfinished, it goes
 * at `expires_at`; finished, `content_type` is what its bytes are and `expires_at` is null.
 */
export interface UploadTable {
  id: string;
  scope: string;
  tenant_id: number;
  user_id: number;
  name: string;
  size: number;
  /** What the browser said the file was; advisory. */
  announced_type: string;
  content_type: string | null;
  /** The finished object's full storage key. */
  storage_key: string;
  /** The storage's handle of the upload in parts. */
  parts_handle: string;
  received: Generated<number>;
  pending: Generated<number>;
  created_at: string;
  expires_at: string | null;
  finished_at: string | null;
}

/** A part of an upload as the storage acknowledged it: its tag proves which bytes it holds. */
export interface UploadPartTable {
  scope: string;
  upload_id: string;
  number: number;
  size: number;
  tag: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    uploads: UploadTable;
    upload_parts: UploadPartTable;
  }
}
