// Everything only a signed-in person sees, in one chunk: see signed-in-chrome.tsx.
export { AccountMenu } from "../../features/accounts/account-menu.tsx";
export { NavigationMenu } from "../../features/navigation/navigation-menu.tsx";
export { NoticeBanners } from "../../features/notices/notice-banners.tsx";
export { ReportProblemButton } from "../../features/report-problem/report-problem-button.tsx";
export { VisitingBanner } from "../../features/visiting/visiting-banner.tsx";
export { DueModals } from "./due-modals.tsx";
