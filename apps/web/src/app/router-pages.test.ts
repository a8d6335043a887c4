import { type WebPathName, webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { pageModuleFile } from "./router.tsx";

/** Paths of files the server serves (a platform's logo, a profile photo): not pages, so without a module. */
const servedFiles: WebPathName[] = ["tenantLogo", "profilePhoto"];

describe("the page modules the router finds by name", () => {
  it("are one routes/<key>.page.tsx per page of webPaths, and no other", () => {
    const modules = Object.keys(import.meta.glob("./routes/*.page.tsx")).sort();
    const pages = (Object.keys(webPaths) as WebPathName[]).filter((name) => !servedFiles.includes(name));
    expect(modules).toEqual(pages.map(pageModuleFile).sort());
  });

  it("are named in kebab case after their key", () => {
    expect(pageModuleFile("classPage")).toBe("./routes/class-page.page.tsx");
    expect(pageModuleFile("networkRosterImport")).toBe("./routes/network-roster-import.page.tsx");
    expect(pageModuleFile("home")).toBe("./routes/home.page.tsx");
  });
});
