/**
 * Runs work at most `limit` at a time; the rest waits its turn, first come first served. What a caller gets
 * back is the work's own answer or error.
 */
export function inTurns(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so no newcomer can take it in between.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
