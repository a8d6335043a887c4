import { encodeContinuePath } from "./rules/continue-path.ts";

/**
 * Every page of the web app (spec §2), with the pattern the router uses and a builder for links.
 * Components and tests build paths from here, never from literals.
 */
export const webPaths = {
  home: { pattern: "/", build: () => "/" },
  login: { pattern: "/login", build: () => "/login" },
  loginContinue: {
    pattern: "/login/continue/:target",
    build: (targetPath: string) => `/login/continue/${encodeContinuePath(targetPath)}`,
  },
  logout: { pattern: "/logout", build: () => "/logout" },
  forgotPassword: { pattern: "/usuario/recuperar-senha", build: () => "/usuario/recuperar-senha" },
  resetPassword: {
    pattern: "/usuario/redefinir-senha/:token",
    build: (token: string) => `/usuario/redefinir-senha/${encodeURIComponent(token)}`,
  },
  inactive: { pattern: "/desativado", build: () => "/desativado" },
  siteInactive: { pattern: "/site-desativado", build: () => "/site-desativado" },
  privacy: { pattern: "/privacidade", build: () => "/privacidade" },
  connectedDevices: { pattern: "/dispositivos-conectados", build: () => "/dispositivos-conectados" },
  signedIn: { pattern: "/logado", build: () => "/logado" },
  /** A student's lesson as given to one of their classes (an assignment, atribuição), and their delivery. */
  lesson: {
    pattern: "/logado/conteudo/:atribuicao",
    build: (assignment: number) => `/logado/conteudo/${assignment}`,
  },
  classes: { pattern: "/logado/turmas", build: () => "/logado/turmas" },
  /** One class: its lessons for a student; 'Atribuir conteúdo' and 'Notas' for a teacher of it. */
  classPage: {
    pattern: "/logado/turmas/:turma",
    build: (turma: number) => `/logado/turmas/${turma}`,
  },
  manage: { pattern: "/logado/gerenciar", build: () => "/logado/gerenciar" },
  manageNewLesson: { pattern: "/logado/gerenciar/novo", build: () => "/logado/gerenciar/novo" },
  manageLesson: {
    pattern: "/logado/gerenciar/conteudo/:conteudo",
    build: (conteudo: number) => `/logado/gerenciar/conteudo/${conteudo}`,
  },
  paths: { pattern: "/logado/trilhas", build: () => "/logado/trilhas" },
  account: { pattern: "/logado/conta", build: () => "/logado/conta" },
  games: { pattern: "/logado/games-temp/*", build: (rest = "") => `/logado/games-temp/${rest}` },
  networks: { pattern: "/logado/redes", build: () => "/logado/redes" },
  network: {
    pattern: "/logado/redes/rede/:rede",
    build: (network: string | number) => `/logado/redes/rede/${encodeURIComponent(String(network))}`,
  },
  networkManagement: {
    pattern: "/logado/redes/rede/:rede/gestao",
    build: (network: string | number) => `/logado/redes/rede/${encodeURIComponent(String(network))}/gestao`,
  },
  /** Importing and exporting a network's registrations (OneRoster files or the template). */
  networkRosterImport: {
    pattern: "/logado/redes/rede/:rede/gestao/importar",
    build: (network: string | number) =>
      `/logado/redes/rede/${encodeURIComponent(String(network))}/gestao/importar`,
  },
  networkReports: {
    pattern: "/logado/redes/rede/:rede/relatorios",
    build: (network: string | number) =>
      `/logado/redes/rede/${encodeURIComponent(String(network))}/relatorios`,
  },
  administration: { pattern: "/logado/administracao", build: () => "/logado/administracao" },
  /** Importing and exporting the registrations of the platform in use (its whole data scope). */
  rosterImport: { pattern: "/logado/administracao/importar", build: () => "/logado/administracao/importar" },
  /** The problems reported on the platform in use (its data scope), for its administrators. */
  issueReports: {
    pattern: "/logado/administracao/problemas-reportados",
    build: () => "/logado/administracao/problemas-reportados",
  },
  /** The notices of the platform in use, written by its administrators. */
  noticesAdmin: { pattern: "/logado/administracao/avisos", build: () => "/logado/administracao/avisos" },
  /** The announcement modals of the platform in use, written by its administrators. */
  announcementsAdmin: {
    pattern: "/logado/administracao/anuncios",
    build: () => "/logado/administracao/anuncios",
  },
  /** The terms of use: their versions, who accepted which; published from the principal tenant. */
  termsAdmin: { pattern: "/logado/administracao/termos", build: () => "/logado/administracao/termos" },
  tenantAdministration: {
    pattern: "/logado/administracao/:tenant",
    build: (tenant: string) => `/logado/administracao/${encodeURIComponent(tenant)}`,
  },
  tenantPlatforms: {
    pattern: "/logado/administracao/:tenant/plataformas",
    build: (tenant: string) => `/logado/administracao/${encodeURIComponent(tenant)}/plataformas`,
  },
  tenantReports: {
    pattern: "/logado/administracao/:tenant/relatorios",
    build: (tenant: string) => `/logado/administracao/${encodeURIComponent(tenant)}/relatorios`,
  },
  audit: { pattern: "/logado/administracao/auditoria", build: () => "/logado/administracao/auditoria" },
  student: {
    pattern: "/logado/responsaveis/:id",
    build: (id: number) => `/logado/responsaveis/${id}`,
  },
  /** A platform's logo, served on the platform's own host (its name is a hash of its content). */
  tenantLogo: {
    pattern: "/logo-plataforma/:logo",
    build: (logo: string) => `/logo-plataforma/${encodeURIComponent(logo)}`,
  },
  profilePhoto: {
    pattern: "/foto-perfil/:foto",
    build: (foto: string) => `/foto-perfil/${encodeURIComponent(foto)}`,
  },
} as const;

export type WebPathName = keyof typeof webPaths;

/** Pages that only make sense signed in; visiting one without a session continues there after login. */
export function isSignedInPath(pathname: string): boolean {
  return (
    pathname === "/logado" ||
    pathname.startsWith("/logado/") ||
    pathname === webPaths.connectedDevices.pattern
  );
}

/** Whether a path is one the web app renders (the server answers 404 for the others). */
export function isKnownWebPath(pathname: string): boolean {
  return Object.values(webPaths).some((entry) => matchesPattern(entry.pattern, pathname));
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.split("/");
  const actual = pathname.replace(/\/+$/, "").split("/");
  if (pathname === "/") return pattern === "/";
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i];
    if (part === "*") return actual.length >= i;
    if (actual[i] === undefined) return false;
    if (part?.startsWith(":")) {
      if (actual[i] === "") return false;
      continue;
    }
    if (part !== actual[i]) return false;
  }
  return wanted.length === actual.length;
}
