import { describe, expect, it } from "vitest";
import { isAcceptedUploadType, mayBeAcceptedUploadType } from "./upload-types.ts";

describe("accepted upload types", () => {
  it("keeps documents, pictures, sound and video, and nothing a browser would run", () => {
    for (const type of ["application/pdf", "image/png", "video/mp4", "audio/mpeg"]) {
      expect(isAcceptedUploadType(type), type).toBe(true);
    }
    for (const type of ["text/html", "image/svg+xml", "application/javascript", "application/x-msdownload"]) {
      expect(isAcceptedUploadType(type), type).toBe(false);
    }
  });

  it("lets an upload start with an accepted type or none, the bytes deciding at the end", () => {
    expect(mayBeAcceptedUploadType("application/pdf")).toBe(true);
    expect(mayBeAcceptedUploadType(" Image/PNG ")).toBe(true);
    expect(mayBeAcceptedUploadType("")).toBe(true);
    expect(mayBeAcceptedUploadType("application/octet-stream")).toBe(true);
    expect(mayBeAcceptedUploadType("text/html")).toBe(false);
    expect(mayBeAcceptedUploadType("application/x-sh")).toBe(false);
  });
});
