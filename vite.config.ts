import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server that `npm run dev` starts beside Vite (scripts/dev.mjs); override with API_ORIGIN.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The @contracts/@server/@web aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  // Static files copied as-is into the build (the blocking theme script lives here: no inline scripts under our CSP).
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The chunk graph, read by the bundle budget test (tests/e2e/bundle-budget.test.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // changeOrigin stays false: the API checks Origin against PUBLIC_URL, which dev sets to Vite's address.
      '/api': { target: apiOrigin, ws: false },
    },
  },
  preview: { port: 3000 },
});
