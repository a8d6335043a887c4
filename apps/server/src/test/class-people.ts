/**
 * The school the learning suites cast, as `useTenantServer` takes its users: the class's teacher (who shares her
 * lessons with the school) and its second teacher, a teacher of another class who shares too (`intrusa`), the
 * student Ana and her mother, and a platform administrator (`diretora`). Each suite adds its other students.
 */
export const CLASS_TEACHERS = [
  { usuario: "professora", share: true },
  { usuario: "professora2" },
  { usuario: "intrusa", share: true },
] as const;
export const ANA = { usuario: "ana", nome: "Ana Souza" } as const;
export const ANAS_MOTHER = { usuario: "mae", nome: "Mãe da Ana" } as const;
export const PRINCIPAL = { usuario: "diretora", platformAdmin: true } as const;
/**
 * The assignment suites' teachers: the class's (who shares her lessons) and a colleague who teaches another class
 * of the school and shares too.
 */
export const TEACHER_AND_COLLEAGUE = [
  { usuario: "professora", share: true },
  { usuario: "colega", share: true },
] as const;
