/** Where the API reference is served: the same on every host, outside the web app's routes. */
export const API_DOCS_PATHS = { page: "/docs", document: "/openapi.json" } as const;
