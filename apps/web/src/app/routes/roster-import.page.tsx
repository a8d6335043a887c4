export { RosterImportPage as default } from "./roster-import-page.tsx";
