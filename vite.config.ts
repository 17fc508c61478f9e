import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The translations' library (node-polyglot, in the first load) takes Object.entries from the `object.entries`
 * polyfill, which brings a dozen ES-spec helper packages (about 5 KB gzip); every browser the app supports has it.
 */
const NATIVE_ENTRIES = '\0native-object-entries.cjs';
const nativeObjectEntries: Plugin = {
  name: 'native-object-entries',
  enforce: 'pre',
  resolveId: (id) => (id === 'object.entries' ? NATIVE_ENTRIES : null),
  load: (id) => (id === NATIVE_ENTRIES ? 'module.exports = Object.entries;' : null),
};

/** The app (src/boot.tsx), which the page's entry imports only after the first paint (src/main.tsx). */
const BOOT = '/src/boot.tsx';

const NODE_MODULE = /[\\/]node_modules[\\/]/;
const PAGINATION = /[\\/]@mui[\\/]material[\\/](TablePagination|locale)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    nativeObjectEntries,
    // Brotli and gzip copies beside every text file, made once at the highest levels: the server picks one by
    // Accept-Encoding and never compresses at request time.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      threshold: 512,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // No <link rel=modulepreload> per file of a dynamic import: adding each link to the page is main-thread work in
    // the task that starts the app; the browser fetches a module's imports side by side once it has read the module
    // (README, "How the app loads").
    modulePreload: false,
    rolldownOptions: {
      // The app an entry of its own, so that its libraries are the first load's (the vendor group below), though
      // the page's entry imports it only after the first paint.
      input: { index: 'index.html', boot: `.${BOOT}` },
      output: {
        codeSplitting: {
          groups: [
            // The libraries of the first load in one file that outlives releases of the app's own code.
            { name: 'vendor', test: NODE_MODULE, tags: ['$initial'], priority: 2 },
            // The libraries most screens share (react-admin, the common MUI parts) in one file rather than a
            // few dozen small ones each costing a round trip; those of one or two screens stay with them.
            // TablePagination stays with the lists that use it: its module makes a number formatter (the locale's
            // data) as it loads, which the dashboards and the review form would pay for at start-up for nothing.
            { name: 'ui', test: (id) => NODE_MODULE.test(id) && !PAGINATION.test(id), minShareCount: 5, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/oidc': apiTarget },
  },
});
