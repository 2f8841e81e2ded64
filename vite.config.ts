// from vite, not vitest/config: `npm start` builds the web app with this file where only dependencies are installed.
// The tests' configuration is vitest.config.ts.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { noServerCode } from './tests/noServerCode.ts'

const apiPort = process.env.API_PORT ?? '3000'

export default defineConfig({
  plugins: [react(), tailwindcss(), noServerCode()],
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
})
