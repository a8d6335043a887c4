import { deliveryFileMedia } from "@trilha/contracts/deliveries.calls";
import { mediaLinks } from "../../http/media-link.ts";
import {
  deliveredFileFor,
  fileNotFound,
  findDeliveredFileById,
  readDeliveredFileRow,
} from "./delivery.service.ts";

/** The address a player reads a delivered file from (`http/media-link.ts`), and the part of the file it asks for. */
export const { linkFor: deliveredFileLink, read: readDeliveredFileLink } = mediaLinks(
  "delivered-file",
  deliveryFileMedia,
  {
    readable: deliveredFileFor,
    byId: findDeliveredFileById,
    read: readDeliveredFileRow,
    notFound: fileNotFound,
  },
);
