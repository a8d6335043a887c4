export { TenantAdministrationPage as default } from "./tenant-administration-pages.tsx";
