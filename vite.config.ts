import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';

/**
 * One library build: an ES entry per element, the lazy-registering index, and the host page's
 * router, with shared chunks so React and src/core exist once on a page whatever entries it loads.
 */
const elementEntries = Object.fromEntries(
  readdirSync('widgets')
    .filter((file) => file.endsWith('.element.ts'))
    .map((file) => [file.replace('.element.ts', ''), `widgets/${file}`]),
);

/** The host page's static files, copied beside the elements. */
const hostPage = (): Plugin => ({
  name: 'rl-host-page',
  apply: 'build',
  generateBundle() {
    for (const file of ['index.html', 'host.css']) {
      this.emitFile({ type: 'asset', fileName: file, source: readFileSync(`host-demo/${file}`, 'utf8') });
    }
  },
});

export default defineConfig({
  plugins: [
    react(),
    hostPage(),
    dts({ include: ['src', 'widgets'], exclude: ['**/*.test.*', '**/*.stories.*'], outDirs: 'dist/types' }),
  ],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    manifest: true,
    lib: {
      entry: { index: 'widgets/index.ts', host: 'host-demo/main.ts', ...elementEntries },
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        entryFileNames: 'elements/[name].js',
        chunkFileNames: 'elements/chunks/[name]-[hash].js',
        minify: true,
      },
    },
  },
});
