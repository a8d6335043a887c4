import { describe, expect, it } from "vitest";
import {
  ACCEPTED_UPLOAD_TYPES,
  fileKindOf,
  isAcceptedUploadType,
  mayBeAcceptedUploadType,
  previewOf,
  servedInline,
} from "./upload-types.ts";

describe("accepted upload types", () => {
  it("keeps documents, pictures, sound and video, and nothing a browser would run", () => {
    for (const type of ["application/pdf", "image/png", "video/mp4", "audio/mpeg"]) {
      expect(isAcceptedUploadType(type), type).toBe(true);
    }
    for (const type of ["text/html", "image/svg+xml", "application/javascript", "application/x-msdownload"]) {
      expect(isAcceptedUploadType(type), type).toBe(false);
    }
  });

  it.each(["application/pdf", " Image/PNG ", "", "application/octet-stream"])(
    "lets an upload start with an accepted type or none (%j), the bytes deciding at the end",
    (type) => {
      expect(mayBeAcceptedUploadType(type)).toBe(true);
    },
  );

  it.each(["text/html", "application/x-sh"])("refuses to start an upload announced as %j", (type) => {
    expect(mayBeAcceptedUploadType(type)).toBe(false);
  });

  it("shows pictures and PDFs in the page, plays sound and video, and downloads the rest", () => {
    expect(previewOf("image/png")).toBe("image");
    expect(previewOf("application/pdf")).toBe("pdf");
    expect(previewOf("image/svg+xml")).toBeNull();
    expect(previewOf("text/html")).toBeNull();
    expect(previewOf("video/mp4")).toBeNull();
    expect(servedInline("video/mp4")).toBe(true);
    expect(servedInline("audio/mpeg")).toBe(true);
    expect(servedInline("image/svg+xml")).toBe(false);
    expect(servedInline("text/html")).toBe(false);
    expect(servedInline("application/vnd.oasis.opendocument.text")).toBe(false);
  });

  it("names the kind of every kept type, and of nothing else", () => {
    const kinds = Object.fromEntries(ACCEPTED_UPLOAD_TYPES.map((type) => [type, fileKindOf(type)]));
    expect(kinds).toEqual({
      "application/pdf": "pdf",
      "image/jpeg": "image",
      "image/png": "image",
      "image/webp": "image",
      "image/gif": "image",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "document",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "spreadsheet",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation": "presentation",
      "application/vnd.oasis.opendocument.text": "document",
      "application/vnd.oasis.opendocument.spreadsheet": "spreadsheet",
      "application/vnd.oasis.opendocument.presentation": "presentation",
      "audio/mpeg": "audio",
      "audio/ogg": "audio",
      "audio/wav": "audio",
      "video/mp4": "video",
      "video/webm": "video",
    });
    expect(fileKindOf("image/svg+xml")).toBe("other");
    expect(fileKindOf("text/html")).toBe("other");
  });
});
