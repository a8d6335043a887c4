// Tests set up a query cache of their own around what they render; the app's code reaches the cache only
// through lib/call-hooks.ts (apps/web/biome.json).
export { QueryClient, QueryClientProvider } from "@tanstack/react-query";
