import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// In development the Vite server (port 5173) serves the app with hot reload and forwards API
// calls to the Node server (`npm run dev` starts both). Production serves the build from Node.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/functions": apiTarget,
    },
  },
  build: {
    // Source maps help users report errors without shipping readable code to everyone.
    sourcemap: "hidden",
  },
});
