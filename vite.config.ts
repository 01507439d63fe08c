import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * One library build: an ES entry per element, the lazy-registering index, and the host page's
 * router, with shared chunks so React and src/core exist once on a page whatever entries it loads.
 */
const elementEntries = Object.fromEntries(
  readdirSync('widgets')
    .filter((file) => file.endsWith('.element.ts'))
    .map((file) => [file.replace('.element.ts', ''), `widgets/${file}`]),
);

/**
 * The host page's static files, copied beside the elements, the plain intranet example page
 * (`/embed.html`), which is served as written: it loads the built element entries by URL, and the
 * themes a page links (`/themes/dark.css`).
 */
/** The chunks `entry` imports statically, and theirs, all of which load before its code runs. */
function staticImportsOf(bundle: OutputBundle, entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports)
      if (!found.has(imported)) {
        found.add(imported);
        visit(imported);
      }
  };
  visit(entry);
  return [...found];
}

const hostPage = (): Plugin => ({
  name: 'rl-host-page',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const file of ['host.css', 'embed.html', 'embed.css', 'embed.js']) {
      this.emitFile({ type: 'asset', fileName: file, source: readFileSync(`host-demo/${file}`, 'utf8') });
    }
    // Every route's element needs the widget core, which the router only asks for once it runs; and the
    // router's own chunks are found only as each one arrives. The host page fetches them all beside the
    // router, in one round trip instead of three (Lighthouse on Collect, docs/benchmarks.md). An
    // element's own chunks are left to its entry: a map of them for the router to preload put the
    // login's JS past its 95 KB, and importing them all from each entry grew every element for no
    // gain Lighthouse could tell from its noise.
    const core = Object.keys(bundle).find((file) => file.startsWith(`elements/chunks/${WIDGET_CORE}-`));
    if (!core) this.error(`the build has no ${WIDGET_CORE} chunk`);
    const preloads = [...new Set([...staticImportsOf(bundle, 'elements/host.js'), core])]
      .map((file) => `<link rel="modulepreload" href="./${file}" />\n    `)
      .join('');
    const page = readFileSync('host-demo/index.html', 'utf8').replace(
      '<script type="module" src="./elements/host.js"></script>',
      `${preloads}$&`,
    );
    this.emitFile({ type: 'asset', fileName: 'index.html', source: page });
    for (const file of readdirSync('host-demo/icons').filter((name) => name.endsWith('.png'))) {
      this.emitFile({
        type: 'asset',
        fileName: `icons/${file}`,
        source: readFileSync(`host-demo/icons/${file}`),
      });
    }
    for (const file of readdirSync('src/ui/styles/themes')) {
      const source = readFileSync(`src/ui/styles/themes/${file}`, 'utf8');
      this.emitFile({ type: 'asset', fileName: `themes/${file}`, source });
    }
  },
});

/**
 * The screenshot reader's files (src/screens/create-rental/read-image.ts), served by our server, never a CDN:
 * tesseract.js's worker, its core (the LSTM builds, the worker picks by the browser's SIMD support) and
 * the English and Spanish models (the `best_int` ones, about 5 MB together). Copied as they are, outside
 * the bundle, each .js with a gzip copy beside it: the models are gzip files already.
 */
const OCR_FILES = [
  'tesseract.js/dist/worker.min.js',
  ...['', '-simd', '-relaxedsimd'].map((build) => `tesseract.js-core/tesseract-core${build}-lstm.wasm.js`),
  ...['eng', 'spa'].map((lang) => `@tesseract.js-data/${lang}/4.0.0_best_int/${lang}.traineddata.gz`),
];
const ocrFiles = (): Plugin => ({
  name: 'rl-ocr-files',
  apply: 'build',
  async writeBundle({ dir }) {
    const gzipped = promisify(gzip);
    await mkdir(join(dir!, 'ocr'), { recursive: true });
    for (const file of OCR_FILES) {
      const source = await readFile(join('node_modules', file));
      const target = join(dir!, 'ocr', file.split('/').pop()!);
      await writeFile(target, source);
      if (target.endsWith('.js')) await writeFile(`${target}.gz`, await gzipped(source, { level: 6 }));
    }
  },
});

/** The Custom Elements Manifest (`npm run manifest`) beside the elements, for tools reading a deployed build. */
const elementsManifest = (): Plugin => ({
  name: 'rl-elements-manifest',
  apply: 'build',
  generateBundle() {
    const source = readFileSync('custom-elements.json', 'utf8');
    this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source });
  },
});

/**
 * The host page as an installable app (docs/rules/screens.md#d2.6): its web app manifest and a service
 * worker Workbox writes after the build, precaching every file the host page may load (the page, its
 * styles and themes, every element with its chunks, both languages' texts among them, the icons) by
 * their revision, so a second visit paints from the cache. Nothing else is answered by the worker: the
 * API and socket.io always go to the network, and /embed.html, not precached, loads as it always did.
 * A new build's worker waits until the page's 'Reload' asks it to take over (host-demo/service-worker.ts).
 */
/**
 * The worker's Web Push handlers (docs/rules/notifications.md#d16.6), host-demo/push-worker.ts compiled to
 * one classic script, `push-worker.js`, which the generated worker loads with `importScripts`.
 */
const pushWorker = (): Plugin => ({
  name: 'rl-push-worker',
  apply: 'build',
  async generateBundle() {
    const { code } = await transform(readFileSync('host-demo/push-worker.ts', 'utf8'), {
      loader: 'ts',
      format: 'iife',
      target: 'es2022',
      minify: true,
    });
    this.emitFile({ type: 'asset', fileName: 'push-worker.js', source: code });
  },
});

const installable = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // host-demo/service-worker.ts registers the worker, from the host page only.
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: './',
      name: 'Rental Leads',
      short_name: 'Rental Leads',
      description: 'Enter rental leads, claim them one at a time and close deals.',
      start_url: './',
      scope: './',
      display: 'standalone',
      // The light theme's primary and page colours (src/ui/styles/base.css); the dark ones are the
      // host page's <meta name="theme-color" media="(prefers-color-scheme: dark)">.
      theme_color: '#2457d6',
      background_color: '#f4f6fb',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      // Shared text lands on the host page, which opens Create Rental with it (docs/rules/screens.md#d2.8).
      share_target: {
        action: './',
        method: 'GET',
        params: { title: 'share-title', text: 'share-text', url: 'share-url' },
      },
    },
    workbox: {
      globPatterns: [
        'index.html',
        'host.css',
        'themes/*.css',
        'elements/**/*.js',
        'assets/*.js',
        'icons/*.png',
        'manifest.webmanifest',
      ],
      // SheetJS and the like are large but load on demand: precached all the same, so a phone that
      // installed the app can export on a bad connection.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // The chunks' names carry their content's hash (rolldownOptions below): that is their revision.
      dontCacheBustURLsMatching: /^(elements\/chunks|assets)\//,
      // `?lang=es` and the share target's parameters open the same precached page.
      ignoreURLParametersMatching: [/.*/],
      // One file: the worker and Workbox's runtime, served and revalidated together.
      inlineWorkboxRuntime: true,
      // Web Push: the push and notificationclick handlers (pushWorker above).
      importScripts: ['push-worker.js'],
      // The first install controls the open page at once (nothing cached can change under it); a later
      // build waits for 'Reload'.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      sourcemap: false,
    },
  });

/** What vite-plugin-pwa writes beside the bundle (installable()). */
const PWA_FILES = ['sw.js', 'manifest.webmanifest'];

/** The build's text files: scripts, stylesheets, pages and JSON (images and fonts are compressed already). */
const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg)$/;

/**
 * A brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the strongest
 * settings, made once here instead of on every request: the server sends the one the browser accepts
 * (@fastify/static's `preCompressed`, server/src/plugins/static.ts). A copy no smaller than its file
 * is not written, so that file is sent as it is.
 */
const precompressed = (): Plugin => {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const write = async (path: string, source: Buffer, copy: Buffer) => {
    if (copy.length < source.length) await writeFile(path, copy);
  };
  const compress = async (path: string) => {
    const source = await readFile(path);
    const params = {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    };
    await Promise.all([
      write(`${path}.br`, source, await brotli(source, { params })),
      write(`${path}.gz`, source, await gzipped(source, { level: constants.Z_BEST_COMPRESSION })),
    ]);
  };
  let outDirOfBundle: string | undefined;
  return {
    name: 'rl-precompressed',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      outDirOfBundle = dir;
      // .vite/ (the manifest) is the build's internals, which the server never sends.
      const files = Object.keys(bundle).filter((file) => TEXT_FILE.test(file) && !file.startsWith('.vite/'));
      await Promise.all(files.map((file) => compress(join(dir!, file))));
    },
    // The service worker and the web app manifest are written after the bundle, when vite-plugin-pwa's
    // own closeBundle has run: this one waits for it.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const dir = outDirOfBundle;
        if (!dir) return;
        const written = PWA_FILES.map((file) => join(dir, file)).filter((path) => existsSync(path));
        await Promise.all(written.map(compress));
      },
    },
  };
};

/**
 * The chunks an element loads, in a few files instead of the ~30 of 0.1–1.5 KB each that automatic
 * splitting made: each file pays its own gzip start and a request (docs/benchmarks.md: every element at most
 * 100 KB gzip, Lighthouse on Collect). Each group takes the modules its test names and, by default,
 * what they import that no group of higher priority took.
 * - `host`: what the lazy index and the host page's router load before any element (the settings,
 *   the session, toasts), kept out of the core so that importing the index loads no React.
 * - `widget-core`: what every element runs on, the sign-in ones included: React, r2wc, the API client
 *   and the widget frame with its styles, the text field, and the contract's rules, which nearly every
 *   schema imports.
 * - `widget-data`: what every element but the sign-in ones shares beyond the core, so the login route
 *   loads none of it (docs/benchmarks.md: at most 95 KB gzip): TanStack Query, the page's QueryClient and the
 *   frame that provides it (src/ui/query-frame.tsx), the load error, the select field, the search box of
 *   the lists and the lookups, and the contract's list query (left to the default, it went with `lists`
 *   and a form whose schemas name it loaded the whole table). Not preloaded by the host page, whose
 *   first route is the login's: an element asks for it in the same wave as its other chunks (preloaded,
 *   Lighthouse on Collect did not gain and the login lost a point).
 * - `lists`: the parts of the list screens (table, column chooser, pages, dates).
 * - `phone`: the phone helpers alone (not their metadata), which lists and other screens share.
 * Only modules of a first load (`$initial`) are grouped: what loads on demand (the phone metadata,
 * SheetJS, the Download's file maker, the socket client) stays in its own file.
 */
const WIDGET_CORE = 'widget-core';
const WIDGET_DATA = 'widget-data';
const CHUNK_GROUPS = [
  {
    name: 'host',
    test: /src[\\/]core[\\/](config|auth-store|toaster|api-error)\.ts$/,
    priority: 3,
  },
  {
    name: WIDGET_CORE,
    test: /node_modules[\\/](react|react-dom|scheduler|@r2wc|superstruct)[\\/]|src[\\/]core[\\/](api-client|adopt-styles|use-auth)\.ts$|src[\\/]contract[\\/]rules\.ts$|src[\\/]ui[\\/](define-widget|text-field)\.tsx$/,
    priority: 2,
  },
  {
    name: WIDGET_DATA,
    test: /node_modules[\\/]@tanstack[\\/]|src[\\/]core[\\/]query-client\.ts$|src[\\/]contract[\\/]lists\.ts$|src[\\/]ui[\\/](query-frame|select-field|load-error|search-box)\.tsx$/,
    priority: 2,
  },
  {
    name: 'lists',
    test: /src[\\/]ui[\\/](data-table|use-list-state|list-body|pagination|not-for-role|shown-data)\.tsx?$/,
    priority: 1,
  },
  // The phone helpers (not their metadata): the tables ask for them, and so do screens without a table.
  { name: 'phone', test: /src[\\/]lib[\\/]phone\.ts$/, priority: 2 },
  // The date field and the lists' date range in a chunk of their own, loaded by the screens showing
  // them only; the dates' formats and the anchored popover stay in theirs, which screens without a
  // date field load too, instead of being drawn into it.
  { name: 'panama-dates', test: /src[\\/]lib[\\/]panama-dates\.ts$/, priority: 2 },
  { name: 'use-anchored-popover', test: /src[\\/]ui[\\/]use-anchored-popover\.ts$/, priority: 2 },
  {
    name: 'date-field',
    test: /src[\\/](ui[\\/](date-field|date-range)\.tsx|lib[\\/]date-entry\.ts)$/,
    priority: 2,
  },
  // The contract's check and the form state that runs it, in one file however a screen reaches them (a
  // first paint that checks one form, a form that loads later: Collect's first message, rule D12.4).
  {
    name: 'use-contract-form',
    test: /src[\\/]contract[\\/]validate\.ts$|src[\\/]ui[\\/]use-contract-form\.ts$/,
    priority: 1,
  },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/** The build's outDir, so `vite build --outDir dist-x` writes its declarations there and not into dist/. */
let outDir = 'dist';

export default defineConfig({
  plugins: [
    react(),
    hostPage(),
    elementsManifest(),
    precompressed(),
    ocrFiles(),
    pushWorker(),
    installable(),
    {
      name: 'rl-out-dir',
      configResolved(config) {
        outDir = config.build.outDir;
      },
    },
    // The published declarations, two thirds of the build's time: `npm test` builds without them
    // (RL_BUILD_TYPES=0), as its typecheck reads the sources and no suite reads dist/types/.
    process.env.RL_BUILD_TYPES !== '0' &&
      dts({
        include: ['src', 'widgets'],
        exclude: ['**/*.test.*', '**/*.stories.*'],
        outDirs: 'dist/types',
        strictOutput: false,
        beforeWriteFile: (filePath) => ({
          filePath: filePath.replace(resolve('dist/types'), resolve(outDir, 'types')),
        }),
      }),
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
      // src/contract is declarations only, so an element gets only what it uses of it: without this,
      // importing the contract's index put every contract module, the phone metadata (~29 KB gzip)
      // too, in the chunks of every element, the login route's included.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]contract[\\/]/, sideEffects: false }] },
      output: {
        // Entries keep their names (pages load them by URL); chunks and assets carry their content's
        // hash, so the server caches those two folders as immutable (server/src/plugins/static.ts).
        entryFileNames: 'elements/[name].js',
        // An area's declarations (src/contract/endpoints/leads.ts) and its schemas (src/contract/leads.ts)
        // share a file name, as do the phone metadata (src/contract/phone.ts) and its loader
        // (src/lib/phone.ts): the declarations' and the metadata's chunks say so, so no two chunks
        // carry one name. Every catalog has an index.ts and an es.compiled.json: their chunks are named
        // after the catalog (docs/rules/language.md).
        chunkFileNames: (chunk) => {
          // A chunk of catalog texts alone (a catalog's English, or its Spanish loaded on demand).
          const catalogs = chunk.moduleIds.map((id) =>
            /[\\/]locales[\\/]([\w-]+)[\\/](?:index\.ts|(\w+)\.compiled\.json)$/.exec(id),
          );
          const [catalog] = catalogs;
          if (catalog && catalogs.every((match) => match !== null))
            return `elements/chunks/texts-${catalog[1]}${catalog[2] ? `-${catalog[2]}` : ''}-[hash].js`;
          if (chunk.moduleIds.some((id) => /[\\/]contract[\\/]endpoints[\\/]/.test(id)))
            return 'elements/chunks/[name]-calls-[hash].js';
          if (chunk.moduleIds.some((id) => /[\\/]contract[\\/]phone\.ts$/.test(id)))
            return 'elements/chunks/[name]-metadata-[hash].js';
          // A catalog's English beside code (the sign-in's calls share the `auth` texts' chunk): named
          // apart from the contract's chunk of the same name.
          if (catalogs.some((match) => match !== null)) return 'elements/chunks/[name]-texts-[hash].js';
          return 'elements/chunks/[name]-[hash].js';
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: CHUNK_GROUPS },
        minify: true,
        // The `/* @__PURE__ */` marks help only a bundler reading these files again, and pages load
        // them as they are; left in, they cost each element about 0.5 KB gzip (docs/benchmarks.md).
        comments: { annotation: false },
      },
    },
  },
});
