import type { Student } from "@trilha/contracts/students.calls";

export function findStudent(students: readonly Student[], id: string | undefined): Student | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return students.find((student) => student.id === Number(id));
}
