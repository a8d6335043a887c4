import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    manifest: true,
    sourcemap: false,
    target: "es2022",
  },
  server: {
    // The dev server forwards API calls to a running `npm run demo` (port 3000).
    proxy: {
      "^/(conta|tenant|projeto|licenciamento)/": "http://localhost:3000",
      "/mensagens.json": "http://localhost:3000",
      "/foto-perfil": "http://localhost:3000",
    },
  },
});
