/**
 * JavaScript of the built app as the browser receives it (gzip and brotli, the files the server sends): the first
 * load (the entry script, the app it always imports after the first paint, src/boot.tsx, and every file they import)
 * against the 250 KB target, and all a deep link to
 * each main screen needs before it can draw (the first load, the company app and the screen, with every file they
 * import); then how many chunks load later.
 * Run after `npm run build`: node --import tsx bench/bundle.bench.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = join(process.cwd(), 'dist');
const ASSETS = join(DIST, 'assets');
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entries = [...new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]))];
if (!entries.length) throw new Error('dist/index.html names no scripts: run `npm run build` first');
const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
const SCREENS = [
  ['review form', 'ReviewFormPage'],
  ['employee dashboard', 'EmployeeDashboardPage'],
  ['manager dashboard', 'ManagerDashboardPage'],
] as const;

const source = (file: string) => readFileSync(join(ASSETS, file));
const sizes = new Map(
  scripts.map((file) => [
    file,
    {
      gzip: gzipSync(source(file), { level: constants.Z_BEST_COMPRESSION }).length,
      brotli: brotliCompressSync(source(file)).length,
    },
  ]),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const total = (files: Iterable<string>) => {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    gzip += sizes.get(file)?.gzip ?? 0;
    brotli += sizes.get(file)?.brotli ?? 0;
  }
  return { gzip, brotli };
};

/** The files a chunk imports statically, recursively: what the browser fetches before the chunk runs. */
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = source(file).toString('utf8');
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) if (match[1]) pending.push(match[1]);
  }
  return seen;
}
const chunk = (name: string) => {
  const file = scripts.find((candidate) => candidate.startsWith(`${name}-`));
  if (!file) throw new Error(`no chunk for ${name}`);
  return file;
};

const firstLoad = [...closure([...entries, chunk('boot')])];
for (const file of firstLoad) {
  const { gzip, brotli } = total([file]);
  console.log(`${file.padEnd(40)} ${kb(gzip)} gzip ${kb(brotli)} brotli`);
}
const first = total(firstLoad);
console.log(`first-load JavaScript: ${kb(first.gzip)} gzip ${kb(first.brotli)} brotli (target <= 250 KB gzip)`);
for (const [label, name] of SCREENS) {
  const files = closure([...firstLoad, chunk('CompanyAdmin'), chunk(name)]);
  const { gzip, brotli } = total(files);
  console.log(
    `${`deep link to the ${label}:`.padEnd(40)} ${kb(gzip)} gzip ${kb(brotli)} brotli in ${files.size} files`,
  );
}
console.log(`chunks loaded later: ${scripts.length - firstLoad.length}`);
