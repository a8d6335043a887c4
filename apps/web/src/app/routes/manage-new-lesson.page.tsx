export { NewLessonPage as default } from "./manage-lesson-page.tsx";
