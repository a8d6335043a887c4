export { EditLessonPage as default } from "./manage-lesson-page.tsx";
