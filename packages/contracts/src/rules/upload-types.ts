/**
 * What a delivery or a lesson attachment may be, by content type: documents, spreadsheets, presentations,
 * pictures, sound and video. The server reads the real type from the file's bytes when the upload finishes and
 * keeps only these; the page uses the list for its file picker. Plain text has no signature to read, so it is
 * not among them.
 */
export const ACCEPTED_UPLOAD_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "audio/mpeg",
  "audio/ogg",
  "audio/wav",
  "video/mp4",
  "video/webm",
] as const;

export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

const ACCEPTED: ReadonlySet<string> = new Set(ACCEPTED_UPLOAD_TYPES);

/** Whether content of this type is kept. */
export function isAcceptedUploadType(type: string): type is AcceptedUploadType {
  return ACCEPTED.has(type);
}

/**
 * Whether the type a browser announced when the upload starts may lead to an accepted file: an accepted type,
 * or none the browser could name (empty, or the generic application/octet-stream), which the bytes settle at
 * the end.
 */
export function mayBeAcceptedUploadType(announced: string): boolean {
  const type = announced.trim().toLowerCase();
  return type === "" || type === "application/octet-stream" || isAcceptedUploadType(type);
}

/**
 * How a page shows a kept file in place: a picture as an image, a PDF in the browser's reader; anything else
 * (documents, sound, video) is downloaded. SVG and HTML are never kept, so never shown.
 */
export function previewOf(type: string): "image" | "pdf" | null {
  if (type === "application/pdf") return "pdf";
  if (isAcceptedUploadType(type) && type.startsWith("image/")) return "image";
  return null;
}

/** Whether the server hands the file for the browser to show (`inline`) rather than save: pictures, PDF, sound and video. */
export function servedInline(type: string): boolean {
  return (
    previewOf(type) !== null ||
    (isAcceptedUploadType(type) && (type.startsWith("audio/") || type.startsWith("video/")))
  );
}

/** What kind of file a kept type is, as a list names it beside the file ('PDF', 'Planilha'). */
export type FileKind =
  | "pdf"
  | "image"
  | "document"
  | "spreadsheet"
  | "presentation"
  | "audio"
  | "video"
  | "other";

export function fileKindOf(type: string): FileKind {
  if (type === "application/pdf") return "pdf";
  if (!isAcceptedUploadType(type)) return "other";
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("audio/")) return "audio";
  if (type.startsWith("video/")) return "video";
  if (type.endsWith(".document") || type.endsWith(".text")) return "document";
  if (type.endsWith(".sheet") || type.endsWith(".spreadsheet")) return "spreadsheet";
  if (type.endsWith(".presentation")) return "presentation";
  return "other";
}
