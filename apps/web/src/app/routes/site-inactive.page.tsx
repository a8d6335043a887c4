export { InactivePage as default } from "./inactive-page.tsx";
