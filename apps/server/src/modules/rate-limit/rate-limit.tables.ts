/** Hits of one rate-limit key in one fixed window (see modules/rate-limit). */
export interface RateLimitCounterTable {
  scope: string;
  key: string;
  window_start: string;
  hits: number;
  expires_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    rate_limit_counters: RateLimitCounterTable;
  }
}
