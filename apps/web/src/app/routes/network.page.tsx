export { NetworkPanelPage as default } from "./network-section-page.tsx";
