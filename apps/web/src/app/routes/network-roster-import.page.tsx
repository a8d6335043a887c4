export { NetworkRosterImportPage as default } from "./roster-import-page.tsx";
