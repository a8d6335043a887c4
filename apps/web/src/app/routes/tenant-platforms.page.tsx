export { TenantPlatformsPage as default } from "./tenant-administration-pages.tsx";
