import { deliveryFile, deliveryFileLink } from "@trilha/contracts/deliveries.calls";
import { lessonAttachment, lessonAttachmentLink } from "@trilha/contracts/lessons.calls";
import { callFunction } from "./api.ts";
import { apiDownload } from "./api-download.ts";

/**
 * The calls behind the files people sent, for `components/ui/stored-files.tsx`: the student's lesson page and
 * the teacher's delivery dialog read the same delivered files and lesson attachments the same way.
 */

/** A file the student delivered, through the session (shown in the page, or saved). */
export function downloadDeliveredFile(id: number) {
  return apiDownload(deliveryFile, { query: { arquivo_id: id } });
}

/** A file attached to the lesson as it was given ('Anexos'), through the session (shown in the page, or saved). */
export function downloadLessonAttachment(id: number) {
  return apiDownload(lessonAttachment, { query: { anexo_id: id } });
}

const askAttachmentLink = callFunction(lessonAttachmentLink);
const askDeliveredFileLink = callFunction(deliveryFileLink);

/** 'Reproduzir': a short-lived address a player reads an attached sound or video from, in parts. */
export async function lessonAttachmentLinkOf(id: number): Promise<string> {
  return (await askAttachmentLink({ anexo_id: id })).url;
}

/** 'Reproduzir': the same for a sound or video the student delivered. */
export async function deliveredFileLinkOf(id: number): Promise<string> {
  return (await askDeliveredFileLink({ arquivo_id: id })).url;
}
