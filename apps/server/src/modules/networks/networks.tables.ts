import type { NetworkMemberTable } from "../registrations/registrations.tables.ts";

declare module "../../db/schema.ts" {
  interface Database {
    network_favourites: NetworkMemberTable;
  }
}
