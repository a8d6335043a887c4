export { TenantReportsPage as default } from "./tenant-administration-pages.tsx";
