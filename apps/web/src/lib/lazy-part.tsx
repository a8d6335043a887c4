import { type ComponentType, lazy, Suspense } from "react";
import { loadPublicTexts } from "./i18n.ts";

/**
 * A part of a page downloaded on its first render, with nothing in its place meanwhile: a dialog, the captcha,
 * the signed-in header. Its texts come with it (the catalogue's public part: the sign-in page's first paint has
 * only its own). A part that loads calls says so (`calls`) and comes with the cache of loaded calls around it,
 * so the pages that never show it never download that either.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { calls?: true } = {},
): ComponentType<P> {
  const Part = lazy(async () => {
    const cache = options.calls ? import("./query-client.tsx") : undefined;
    const [Component, queries] = await Promise.all([load(), cache, loadPublicTexts()]);
    return { default: queries ? queries.withQueries(Component) : Component };
  }) as unknown as ComponentType<P>;
  return (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
