import { type ComponentType, lazy, Suspense } from "react";

/**
 * A part of a page downloaded on its first render, with nothing in its place meanwhile: a dialog, the captcha,
 * the signed-in header. A part that loads calls says so (`calls`) and comes with the cache of loaded calls
 * around it, so the pages that never show it never download that either.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { calls?: true } = {},
): ComponentType<P> {
  const Part = lazy(async () => {
    if (!options.calls) return { default: await load() };
    const [Component, { withQueries }] = await Promise.all([load(), import("./query-client.tsx")]);
    return { default: withQueries(Component) };
  }) as unknown as ComponentType<P>;
  return (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
