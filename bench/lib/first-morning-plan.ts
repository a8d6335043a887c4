// Who arrives when on the first morning, drawn once from a seeded generator so every run (and both databases)
// meets the same morning; and the figures each kind of call is reported with.
import type { MorningClass } from "./first-morning-data.ts";
import { clientAddress } from "./load.ts";

export interface StudentVisit {
  usuario: string;
  /** The instance the load balancer sends this person to. */
  url: string;
  /** The student's own address, as their school's proxy would forward it. */
  address: string;
  /** From the start of the window. */
  arrivesAtMs: number;
  /** The one lesson of the week the student opens and delivers. */
  assignmentId: number;
  /** Pauses (ms) before opening the lesson, before each draft and before delivering. */
  pausesMs: [number, number, number, number];
}

export interface TeacherVisit {
  usuario: string;
  url: string;
  address: string;
  classId: number;
  /** When the gradebook is opened (the first after signing in), from the start of the window. */
  opensAtMs: number[];
}

export interface MorningPlan {
  host: string;
  password: string;
  year: number;
  students: StudentVisit[];
  teachers: TeacherVisit[];
}

/** A call kind's figures in ms: errors are non-2xx answers and failed connections. */
export interface CallFigures {
  calls: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** mulberry32: small, fast and the same everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A bell's spread: gamma with shape 2 and scale 8 % of the window (the sum of two exponentials), so arrivals
 * peak near 8 % of the window and about 89 % fall in its first 30 % (the first three minutes of ten); the rare
 * draw past the window's end is drawn again.
 */
function arrival(random: () => number, windowMs: number): number {
  for (;;) {
    const at = -0.08 * windowMs * (Math.log(1 - random()) + Math.log(1 - random()));
    if (at < windowMs) return at;
  }
}

/**
 * Pauses are a few seconds whatever the window: a student who types for minutes would only spread the load,
 * so short pauses make the harder morning.
 */
function pause(random: () => number): number {
  return 500 + random() * 1500;
}

/**
 * How arrivals spread over the window: as a school's bell spreads them (the first morning), or evenly, a steady
 * rate for as long as the window lasts (the soak).
 */
export type Arrivals = "bell" | "steady";

export function planMorning(
  classes: MorningClass[],
  windowSeconds: number,
  target: { urls: string[]; host: string; password: string },
  arrivals: Arrivals = "bell",
): MorningPlan {
  const random = seededRandom(2026);
  const windowMs = windowSeconds * 1000;
  const arrive = arrivals === "bell" ? () => arrival(random, windowMs) : () => random() * windowMs;
  let sequence = 0;
  // A load balancer spreads people over the instances, each keeping to the one it first reached.
  const urlOf = (visitor: number) => target.urls[visitor % target.urls.length] as string;
  const students = classes.flatMap((group) =>
    group.students.map((student, number) => ({
      usuario: student.usuario,
      url: urlOf(sequence),
      address: clientAddress(++sequence),
      arrivesAtMs: arrive(),
      assignmentId: group.assignmentIds[number % group.assignmentIds.length] as number,
      pausesMs: [pause(random), pause(random), pause(random), pause(random)] as StudentVisit["pausesMs"],
    })),
  );
  // Teachers come in with the first bell, then look at the gradebook again mid-morning and at its end; at a
  // steady rate, every few minutes all along.
  const teachers = classes.map((group) => {
    const first = random() * 0.2 * windowMs;
    const steadyLooks = Math.max(3, Math.round(windowMs / 180_000));
    return {
      usuario: group.teacher,
      url: urlOf(sequence),
      address: clientAddress(++sequence),
      classId: group.id,
      opensAtMs:
        arrivals === "bell"
          ? [first, (first + windowMs) / 2, windowMs * (0.9 + random() * 0.1)]
          : Array.from({ length: steadyLooks }, (_, look) => ((look + random()) * windowMs) / steadyLooks),
    };
  });
  return {
    host: target.host,
    password: target.password,
    year: new Date().getUTCFullYear(),
    students,
    teachers,
  };
}

/** One timed call: when it started (ms from the window's start), how long it took, and whether it failed. */
export interface TimedCall {
  atMs: number;
  ms: number;
  failed: boolean;
}

export function figuresOf(times: number[], errors: number): CallFigures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted.length
      ? (sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] as number)
      : 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    calls: times.length,
    errors,
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}
