import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite-precompress';

// The web app lives in web/ and builds to dist/web, which the Fastify server serves. Screens are split per route
// (web/app/router.tsx lazy-loads each route module); every text file also gets .br and .gz siblings at build time.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:5000' } },
});
