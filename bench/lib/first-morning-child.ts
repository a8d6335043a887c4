// The first morning's load, in a process of its own (see load.ts for why): it receives a MorningPlan, plays
// every student's and teacher's visit as the web app makes its calls, and answers with the figures per call.
import http from "node:http";
import {
  type CallFigures,
  figuresOf,
  type MorningPlan,
  type StudentVisit,
  type TeacherVisit,
  type TimedCall,
} from "./first-morning-plan.ts";
import { callServer } from "./http-call.ts";

export interface MorningResult {
  figures: Record<string, CallFigures>;
  /** A few of the errors as answered, to say what went wrong. */
  errorSamples: string[];
  /** Deliveries sent again with the same key after an error, as the web app's outbox does. */
  deliveryRetries: number;
  /** Every call but the sign-ins (which pay for the hash), in the order they ended: the soak's windows. */
  timeline: TimedCall[];
}

const times = new Map<string, number[]>();
const errors = new Map<string, number>();
const errorSamples: string[] = [];
const timeline: TimedCall[] = [];
let deliveryRetries = 0;
let startedAt = 0;
// Sockets are reused between calls as a browser's are; the server tells the students apart by their address.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Caller {
  plan: MorningPlan;
  /** The instance this person's calls go to. */
  url: string;
  address: string;
  token?: string;
}

/** One timed call under `kind`; the parsed answer, or null when it failed (and was counted). */
async function call(
  caller: Caller,
  kind: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<unknown> {
  const started = performance.now();
  let status = 0;
  let text = "";
  try {
    const result = await callServer(caller.url, {
      method,
      path,
      host: caller.plan.host,
      agent,
      headers: {
        "x-forwarded-for": caller.address,
        "accept-encoding": "identity",
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    status = result.status;
    text = result.body;
  } catch (error) {
    text = String(error);
  }
  const ms = performance.now() - started;
  const list = times.get(kind) ?? [];
  list.push(ms);
  times.set(kind, list);
  const failed = status < 200 || status >= 300;
  if (!kind.startsWith("sign-in")) timeline.push({ atMs: started - startedAt, ms, failed });
  if (!failed) return text ? JSON.parse(text) : {};
  errors.set(kind, (errors.get(kind) ?? 0) + 1);
  if (errorSamples.length < 10)
    errorSamples.push(`${kind} ${method} ${path}: ${status} ${text.slice(0, 160)}`);
  return null;
}

async function signIn(caller: Caller, kind: string, usuario: string): Promise<boolean> {
  const answer = (await call(caller, kind, "POST", "/conta/pt-br/logar/padrao", {
    usuario,
    senha: caller.plan.password,
    salvar: false,
  })) as { usuario: { token: string } } | null;
  if (answer) caller.token = answer.usuario.token;
  return answer !== null;
}

/** /logado ('Pedagógico') on its first load: the page, the menu, the notices and the due modals at once. */
function openPedagogico(caller: Caller): Promise<unknown[]> {
  return Promise.all([
    call(caller, "contents", "GET", "/pedagogico/pt-br/conteudos/aluno?pagina=1&limite=20"),
    call(caller, "terms", "GET", "/conta/pt-br/logado/termos"),
    call(caller, "managed networks", "POST", "/conta/pt-br/logado/buscar/redes-gestor", {}),
    call(caller, "learning paths", "GET", "/conta/pt-br/trilhas"),
    call(caller, "notices", "GET", "/mensagens.json"),
    call(caller, "announcements", "GET", "/conta/pt-br/logado/anuncios"),
    call(caller, "server date", "POST", "/licenciamento/pt-br/buscar/dataservidor", {}),
  ]);
}

async function student(visit: StudentVisit, plan: MorningPlan): Promise<void> {
  await sleep(startedAt + visit.arrivesAtMs - performance.now());
  const caller: Caller = { plan, url: visit.url, address: visit.address };
  if (!(await signIn(caller, "sign-in", visit.usuario))) return;
  await openPedagogico(caller);
  await sleep(visit.pausesMs[0]);
  const lesson = `/pedagogico/pt-br/entregas/minha?atribuicao_id=${visit.assignmentId}`;
  await call(caller, "lesson", "GET", lesson);
  const answer = "Nas férias visitei minha avó e aprendi a fazer pão.";
  for (const revisao of [1, 2]) {
    await sleep(visit.pausesMs[revisao] as number);
    await call(caller, "draft", "POST", "/pedagogico/pt-br/entregas/rascunho", {
      atribuicao_id: visit.assignmentId,
      resposta: answer.slice(0, (answer.length * revisao) / 2),
      revisao,
    });
  }
  await sleep(visit.pausesMs[3]);
  // One key for this attempt's delivery, sent again if an answer is lost: the server must deliver it once.
  const delivery = {
    atribuicao_id: visit.assignmentId,
    chave_envio: `manha-${visit.usuario}-${visit.assignmentId}`,
    resposta: answer,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) deliveryRetries++;
    if (await call(caller, "deliver", "POST", "/pedagogico/pt-br/entregas/entregar", delivery)) break;
  }
  // The lesson page loads the delivery again once the server has it.
  await call(caller, "lesson", "GET", lesson);
}

async function teacher(visit: TeacherVisit, plan: MorningPlan): Promise<void> {
  const caller: Caller = { plan, url: visit.url, address: visit.address };
  for (const [index, at] of visit.opensAtMs.entries()) {
    await sleep(startedAt + at - performance.now());
    if (index === 0 && !(await signIn(caller, "sign-in (teacher)", visit.usuario))) return;
    await Promise.all([
      call(caller, "grading periods", "GET", `/pedagogico/pt-br/periodos?ano=${plan.year}`),
      call(caller, "gradebook", "GET", `/pedagogico/pt-br/notas?turma_id=${visit.classId}&ano=${plan.year}`),
    ]);
  }
}

process.once("message", async (plan: MorningPlan) => {
  startedAt = performance.now();
  await Promise.all([
    ...plan.students.map((visit) => student(visit, plan)),
    ...plan.teachers.map((visit) => teacher(visit, plan)),
  ]);
  const figures: Record<string, CallFigures> = {};
  for (const [kind, list] of times) figures[kind] = figuresOf(list, errors.get(kind) ?? 0);
  const result: MorningResult = { figures, errorSamples, deliveryRetries, timeline };
  process.send?.(result, () => process.exit(0));
});
