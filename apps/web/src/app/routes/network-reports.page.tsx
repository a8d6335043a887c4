export { NetworkReportsPage as default } from "./network-section-page.tsx";
