export { NetworkManagementPage as default } from "./network-section-page.tsx";
