import { webPaths } from "@trilha/contracts/web-paths";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { Loading } from "../components/ui/loading.tsx";
import { StandardLayout } from "./layouts/standard-layout.tsx";
import { AppRoot } from "./root.tsx";
import { NotFoundPage, RouteErrorPage } from "./routes/error-page.tsx";

/** A route whose component is downloaded only when the route is visited. */
function lazyComponent<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}

/** One page of the table: its web path, and the module and export of its component, loaded on first visit. */
function page<K extends string, M extends Record<K, ComponentType>>(
  path: { pattern: string },
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path: path.pattern, lazy: lazyComponent(load, name) };
}

const layouts = {
  home: lazyComponent(() => import("./layouts/home-layout.tsx"), "HomeLayout"),
  student: lazyComponent(() => import("./layouts/student-layout.tsx"), "StudentLayout"),
  network: lazyComponent(() => import("./layouts/network-layout.tsx"), "NetworkLayout"),
  administration: lazyComponent(() => import("./layouts/administration-layout.tsx"), "AdministrationLayout"),
  backLink: lazyComponent(() => import("./layouts/back-link-layout.tsx"), "BackLinkLayout"),
  plain: lazyComponent(() => import("./layouts/plain-layout.tsx"), "PlainLayout"),
};

const tenantAdministrationPages = () => import("./routes/tenant-administration-pages.tsx");
const networkSectionPages = () => import("./routes/network-section-page.tsx");
const manageLessonPages = () => import("./routes/manage-lesson-page.tsx");
const rosterImportPages = () => import("./routes/roster-import-page.tsx");
const inactivePages = () => import("./routes/inactive-page.tsx");
const loginPages = () => import("./routes/login-page.tsx");

/** Every page of spec §2, by layout. The signed-in areas are separate chunks the sign-in page never loads. */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppRoot,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        lazy: layouts.home,
        children: [page(webPaths.home, () => import("./routes/home-page.tsx"), "HomePage")],
      },
      {
        Component: StandardLayout,
        children: [
          page(webPaths.login, loginPages, "LoginPage"),
          page(webPaths.loginContinue, loginPages, "LoginPage"),
          page(webPaths.logout, () => import("./routes/logout-page.tsx"), "LogoutPage"),
          page(
            webPaths.forgotPassword,
            () => import("./routes/forgot-password-page.tsx"),
            "ForgotPasswordPage",
          ),
          page(webPaths.resetPassword, () => import("./routes/reset-password-page.tsx"), "ResetPasswordPage"),
          page(webPaths.inactive, inactivePages, "InactivePage"),
          page(webPaths.siteInactive, inactivePages, "InactivePage"),
          page(webPaths.privacy, () => import("./routes/privacy-page.tsx"), "PrivacyPage"),
        ],
      },
      {
        lazy: layouts.student,
        children: [
          page(webPaths.signedIn, () => import("./routes/contents-page.tsx"), "ContentsPage"),
          page(webPaths.lesson, () => import("./routes/lesson-page.tsx"), "LessonPage"),
          page(webPaths.classes, () => import("./routes/classes-page.tsx"), "ClassesPage"),
          page(webPaths.classPage, () => import("./routes/class-page.tsx"), "ClassPage"),
          page(webPaths.manage, () => import("./routes/manage-page.tsx"), "ManagePage"),
          page(webPaths.manageNewLesson, manageLessonPages, "NewLessonPage"),
          page(webPaths.manageLesson, manageLessonPages, "EditLessonPage"),
          page(webPaths.paths, () => import("./routes/paths-page.tsx"), "PathsPage"),
          page(webPaths.account, () => import("./routes/account-page.tsx"), "AccountPage"),
          page(
            webPaths.connectedDevices,
            () => import("./routes/connected-devices-page.tsx"),
            "ConnectedDevicesPage",
          ),
        ],
      },
      {
        lazy: layouts.network,
        children: [
          page(webPaths.networks, () => import("./routes/networks-page.tsx"), "NetworksPage"),
          page(webPaths.network, networkSectionPages, "NetworkPanelPage"),
          page(webPaths.networkManagement, networkSectionPages, "NetworkManagementPage"),
          page(webPaths.networkRosterImport, rosterImportPages, "NetworkRosterImportPage"),
          page(webPaths.networkReports, networkSectionPages, "NetworkReportsPage"),
        ],
      },
      {
        lazy: layouts.administration,
        children: [
          page(
            webPaths.administration,
            () => import("./routes/administration-page.tsx"),
            "AdministrationPage",
          ),
          page(webPaths.rosterImport, rosterImportPages, "RosterImportPage"),
          page(webPaths.issueReports, () => import("./routes/issue-reports-page.tsx"), "IssueReportsPage"),
          page(webPaths.noticesAdmin, () => import("./routes/notices-admin-page.tsx"), "NoticesAdminPage"),
          page(
            webPaths.announcementsAdmin,
            () => import("./routes/announcements-admin-page.tsx"),
            "AnnouncementsAdminPage",
          ),
          page(webPaths.termsAdmin, () => import("./routes/terms-admin-page.tsx"), "TermsAdminPage"),
          page(webPaths.tenantAdministration, tenantAdministrationPages, "TenantAdministrationPage"),
          page(webPaths.tenantPlatforms, tenantAdministrationPages, "TenantPlatformsPage"),
          page(webPaths.tenantReports, tenantAdministrationPages, "TenantReportsPage"),
          page(webPaths.audit, () => import("./routes/audit-page.tsx"), "AuditPage"),
        ],
      },
      {
        lazy: layouts.backLink,
        children: [page(webPaths.student, () => import("./routes/student-page.tsx"), "StudentPage")],
      },
      {
        lazy: layouts.plain,
        children: [page(webPaths.games, () => import("./routes/games-page.tsx"), "GamesPage")],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
