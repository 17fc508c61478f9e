import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/**
 * company.html: index.html that also names the company app's code (react-admin, the layout and the libraries they
 * share) for the browser to fetch at once, beside the entry. The server sends it for deep links into a company
 * (server/src/http/static.ts), which would otherwise ask for that code only once the entry has run. Written with
 * its brotli and gzip copies after the bundle, like every other text file.
 */
const COMPANY_APP = '/src/admin/CompanyAdmin.tsx';
const companyPage: Plugin = {
  name: 'company-page',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    const admin = Object.values(bundle).find(
      (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(COMPANY_APP),
    );
    if (!admin) throw new Error(`the build has no chunk for ${COMPANY_APP}`);
    const outputs = new Map(Object.entries(bundle));
    const files = new Set<string>();
    const visit = (name: string) => {
      const out = outputs.get(name);
      if (files.has(name) || out?.type !== 'chunk') return;
      files.add(name);
      out.imports.forEach(visit);
    };
    visit(admin.fileName);
    const index = readFileSync(join(dir, 'index.html'), 'utf8');
    const links = [...files]
      .filter((file) => !index.includes(`href="/${file}"`))
      .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`);
    const html = index.replace('  </head>', `${links.join('')}  </head>`);
    writeFileSync(join(dir, 'company.html'), html);
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    writeFileSync(join(dir, 'company.html.br'), brotliCompressSync(html, { params: quality }));
    writeFileSync(join(dir, 'company.html.gz'), gzipSync(html, { level: constants.Z_BEST_COMPRESSION }));
  },
};

const NODE_MODULE = /[\\/]node_modules[\\/]/;
const PAGINATION = /[\\/]@mui[\\/]material[\\/](TablePagination|locale)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    nativeObjectEntries,
    companyPage,
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
    rolldownOptions: {
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
