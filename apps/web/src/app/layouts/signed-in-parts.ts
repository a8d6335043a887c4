// Everything only a signed-in person sees, in one chunk: see signed-in-chrome.tsx.
export { AccountMenu } from "../../features/account-menu/account-menu.tsx";
export { ReportProblemButton } from "../../features/issue-reports/report-problem-button.tsx";
export { NavigationMenu } from "../../features/navigation/navigation-menu.tsx";
export { NoticeBanners } from "../../features/notices/notice-banners.tsx";
export { VisitingBanner } from "../../features/visiting/visiting-banner.tsx";
export { DueModals } from "./due-modals.tsx";
