import { onFirstUse } from "./on-first-use.ts";

/** sharp: libvips maps megabytes and starts threads of its own, and most of a server's hours see no picture. */
export const imageCodec = onFirstUse(() => import("sharp").then((module) => module.default));
