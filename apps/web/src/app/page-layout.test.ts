import { type WebPathName, webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { layoutOf, type PageLayout } from "./page-layout.ts";

/**
 * The layout of every page, as the router listed them by hand before it found its pages by file name. Typed by
 * WebPathName, so a new page must be added here too. The profile photo and the platform logo are files the
 * server serves, not pages.
 */
const expected: Record<Exclude<WebPathName, "profilePhoto" | "tenantLogo">, PageLayout> = {
  home: "home",
  login: "standard",
  loginContinue: "standard",
  logout: "standard",
  forgotPassword: "standard",
  resetPassword: "standard",
  inactive: "standard",
  siteInactive: "standard",
  privacy: "standard",
  signedIn: "student",
  lesson: "student",
  classes: "student",
  classPage: "student",
  manage: "student",
  manageNewLesson: "student",
  manageLesson: "student",
  paths: "student",
  account: "student",
  connectedDevices: "student",
  networks: "network",
  network: "network",
  networkManagement: "network",
  networkRosterImport: "network",
  networkReports: "network",
  administration: "administration",
  rosterImport: "administration",
  issueReports: "administration",
  noticesAdmin: "administration",
  announcementsAdmin: "administration",
  termsAdmin: "administration",
  tenantAdministration: "administration",
  tenantPlatforms: "administration",
  tenantReports: "administration",
  audit: "administration",
  student: "backLink",
  games: "plain",
};

describe("layoutOf", () => {
  it.each(Object.entries(expected))("wraps %s in the %s layout", (name, layout) => {
    expect(layoutOf(webPaths[name as keyof typeof expected].pattern)).toBe(layout);
  });

  it("tells an area from a path that only starts like it", () => {
    expect(layoutOf("/logado/redesx")).toBe("student");
    expect(layoutOf("/logadox")).toBe("standard");
  });
});
