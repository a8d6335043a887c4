import { lessonAttachmentMedia } from "@trilha/contracts/lessons.calls";
import { mediaLinks } from "../../http/media-link.ts";
import {
  attachmentFor,
  fileNotFound,
  findAttachmentById,
  readAttachmentFile,
} from "./lesson-attachment.service.ts";

/** The address a player reads an attachment from (`http/media-link.ts`), and the part of the file it asks for. */
export const { linkFor: mediaLinkFor, read: readMediaLink } = mediaLinks(
  "lesson-attachment",
  lessonAttachmentMedia,
  { readable: attachmentFor, byId: findAttachmentById, read: readAttachmentFile, notFound: fileNotFound },
);
