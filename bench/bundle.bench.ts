/**
 * First-load JavaScript of the built app: the entry script and the modules index.html preloads, gzip-compressed,
 * against the 250 KB target; and how many chunks load later, screen by screen.
 * Run after `npm run build`: node --import tsx bench/bundle.bench.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(process.cwd(), 'dist');
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const firstLoad = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
if (!firstLoad.length) throw new Error('dist/index.html names no scripts: run `npm run build` first');

const gzipped = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
let total = 0;
for (const file of firstLoad) {
  const size = gzipped(file);
  total += size;
  console.log(`${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const lazy = readdirSync(join(DIST, 'assets')).filter(
  (name) => name.endsWith('.js') && !firstLoad.includes(`assets/${name}`),
);
console.log(`first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip (target <= 250 KB)`);
console.log(`chunks loaded later: ${lazy.length}`);
