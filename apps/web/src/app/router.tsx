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
const inactivePage = lazyComponent(() => import("./routes/inactive-page.tsx"), "InactivePage");
const loginPage = lazyComponent(() => import("./routes/login-page.tsx"), "LoginPage");

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
        children: [
          {
            path: webPaths.home.pattern,
            lazy: lazyComponent(() => import("./routes/home-page.tsx"), "HomePage"),
          },
        ],
      },
      {
        Component: StandardLayout,
        children: [
          { path: webPaths.login.pattern, lazy: loginPage },
          { path: webPaths.loginContinue.pattern, lazy: loginPage },
          {
            path: webPaths.logout.pattern,
            lazy: lazyComponent(() => import("./routes/logout-page.tsx"), "LogoutPage"),
          },
          {
            path: webPaths.forgotPassword.pattern,
            lazy: lazyComponent(() => import("./routes/forgot-password-page.tsx"), "ForgotPasswordPage"),
          },
          {
            path: webPaths.resetPassword.pattern,
            lazy: lazyComponent(() => import("./routes/reset-password-page.tsx"), "ResetPasswordPage"),
          },
          { path: webPaths.inactive.pattern, lazy: inactivePage },
          { path: webPaths.siteInactive.pattern, lazy: inactivePage },
          {
            path: webPaths.privacy.pattern,
            lazy: lazyComponent(() => import("./routes/privacy-page.tsx"), "PrivacyPage"),
          },
        ],
      },
      {
        lazy: layouts.student,
        children: [
          {
            path: webPaths.signedIn.pattern,
            lazy: lazyComponent(() => import("./routes/contents-page.tsx"), "ContentsPage"),
          },
          {
            path: webPaths.lesson.pattern,
            lazy: lazyComponent(() => import("./routes/lesson-page.tsx"), "LessonPage"),
          },
          {
            path: webPaths.classes.pattern,
            lazy: lazyComponent(() => import("./routes/classes-page.tsx"), "ClassesPage"),
          },
          {
            path: webPaths.classPage.pattern,
            lazy: lazyComponent(() => import("./routes/class-page.tsx"), "ClassPage"),
          },
          {
            path: webPaths.manage.pattern,
            lazy: lazyComponent(() => import("./routes/manage-page.tsx"), "ManagePage"),
          },
          { path: webPaths.manageNewLesson.pattern, lazy: lazyComponent(manageLessonPages, "NewLessonPage") },
          { path: webPaths.manageLesson.pattern, lazy: lazyComponent(manageLessonPages, "EditLessonPage") },
          {
            path: webPaths.paths.pattern,
            lazy: lazyComponent(() => import("./routes/paths-page.tsx"), "PathsPage"),
          },
          {
            path: webPaths.account.pattern,
            lazy: lazyComponent(() => import("./routes/account-page.tsx"), "AccountPage"),
          },
          {
            path: webPaths.connectedDevices.pattern,
            lazy: lazyComponent(() => import("./routes/connected-devices-page.tsx"), "ConnectedDevicesPage"),
          },
        ],
      },
      {
        lazy: layouts.network,
        children: [
          {
            path: webPaths.networks.pattern,
            lazy: lazyComponent(() => import("./routes/networks-page.tsx"), "NetworksPage"),
          },
          { path: webPaths.network.pattern, lazy: lazyComponent(networkSectionPages, "NetworkPanelPage") },
          {
            path: webPaths.networkManagement.pattern,
            lazy: lazyComponent(networkSectionPages, "NetworkManagementPage"),
          },
          {
            path: webPaths.networkRosterImport.pattern,
            lazy: lazyComponent(rosterImportPages, "NetworkRosterImportPage"),
          },
          {
            path: webPaths.networkReports.pattern,
            lazy: lazyComponent(networkSectionPages, "NetworkReportsPage"),
          },
        ],
      },
      {
        lazy: layouts.administration,
        children: [
          {
            path: webPaths.administration.pattern,
            lazy: lazyComponent(() => import("./routes/administration-page.tsx"), "AdministrationPage"),
          },
          { path: webPaths.rosterImport.pattern, lazy: lazyComponent(rosterImportPages, "RosterImportPage") },
          {
            path: webPaths.issueReports.pattern,
            lazy: lazyComponent(() => import("./routes/issue-reports-page.tsx"), "IssueReportsPage"),
          },
          {
            path: webPaths.noticesAdmin.pattern,
            lazy: lazyComponent(() => import("./routes/notices-admin-page.tsx"), "NoticesAdminPage"),
          },
          {
            path: webPaths.announcementsAdmin.pattern,
            lazy: lazyComponent(
              () => import("./routes/announcements-admin-page.tsx"),
              "AnnouncementsAdminPage",
            ),
          },
          {
            path: webPaths.termsAdmin.pattern,
            lazy: lazyComponent(() => import("./routes/terms-admin-page.tsx"), "TermsAdminPage"),
          },
          {
            path: webPaths.tenantAdministration.pattern,
            lazy: lazyComponent(tenantAdministrationPages, "TenantAdministrationPage"),
          },
          {
            path: webPaths.tenantPlatforms.pattern,
            lazy: lazyComponent(tenantAdministrationPages, "TenantPlatformsPage"),
          },
          {
            path: webPaths.tenantReports.pattern,
            lazy: lazyComponent(tenantAdministrationPages, "TenantReportsPage"),
          },
          {
            path: webPaths.audit.pattern,
            lazy: lazyComponent(() => import("./routes/audit-page.tsx"), "AuditPage"),
          },
        ],
      },
      {
        lazy: layouts.backLink,
        children: [
          {
            path: webPaths.student.pattern,
            lazy: lazyComponent(() => import("./routes/student-page.tsx"), "StudentPage"),
          },
        ],
      },
      {
        lazy: layouts.plain,
        children: [
          {
            path: webPaths.games.pattern,
            lazy: lazyComponent(() => import("./routes/games-page.tsx"), "GamesPage"),
          },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
