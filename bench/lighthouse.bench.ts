/**
 * Page speed of the built app as Lighthouse sees it: performance and accessibility scores with FCP, LCP and TBT of
 * the employee's review form, the employee dashboard and the manager dashboard, on Lighthouse's default mobile
 * profile (slow 4G, 4x CPU slowdown) and on its desktop profile, signed in as the demo employee or manager.
 * Targets: performance >= 95, accessibility >= 98.
 *
 * It builds the app, starts `server/src/main.ts` as `npm start` does on a free port with a fresh embedded database,
 * and runs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) headless. Each page is measured `--runs N` times (3 by
 * default) and the median run by performance score is reported; JSON reports go to test-results/lighthouse/.
 *   node --import tsx bench/lighthouse.bench.ts [--runs 3] [--no-build] [--profile mobile|desktop] [--page dashboard]
 * `--traces` also keeps each run's Chromium trace (unthrottled: Lighthouse simulates the slow phone from it) beside
 * its report, to be opened in the browser's performance panel.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

type Role = 'employee' | 'manager';
type FormFactor = 'mobile' | 'desktop';
type Target = { name: string; role: Role; path: (companyId: number) => string };
type Row = {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedA11y: string[];
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster); TBT grows as it falls. */
  benchmarkIndex: number;
};

const TARGETS: Target[] = [
  {
    name: 'review form (employee)',
    role: 'employee',
    path: (id) => `/c/${id}/performance-review/employee-dashboard/form/`,
  },
  { name: 'employee dashboard', role: 'employee', path: (id) => `/c/${id}/performance-review/employee-dashboard/` },
  { name: 'manager dashboard', role: 'manager', path: (id) => `/c/${id}/performance-review/manager-dashboard/` },
];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
    profile: { type: 'string', default: 'both' },
    page: { type: 'string' },
    traces: { type: 'boolean' },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const formFactors: FormFactor[] =
  args.profile === 'mobile' || args.profile === 'desktop' ? [args.profile] : ['mobile', 'desktop'];
const targets = TARGETS.filter((target) => !args.page || target.name.includes(args.page));
const reportDir = join(process.cwd(), 'test-results', 'lighthouse');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(origin: string, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (exited()) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${origin}/api/auth/providers/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in 150 s');
}

function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((line) => line.split(';')[0]?.split('=') ?? []) as [string, string][],
  );
}

/** Signs in through the demo endpoint as a browser would: the CSRF cookie first, then the sign-in with its header. */
async function signIn(origin: string, role: Role): Promise<{ cookie: string; companyId: number }> {
  const csrf = cookiesOf(await fetch(`${origin}/api/auth/providers/`)).get('csrftoken') ?? '';
  const response = await fetch(`${origin}/api/demo/impersonate_as_demo_user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ role }),
  });
  if (!response.ok) throw new Error(`demo sign-in as ${role}: ${response.status} ${await response.text()}`);
  const session = cookiesOf(response).get('sessionid') ?? '';
  const cookie = `csrftoken=${csrf}; sessionid=${session}`;
  const companies = await fetch(`${origin}/api/companies/companies/`, { headers: { cookie } });
  const list = (await companies.json()) as { results: { id: number }[] };
  const company = list.results.at(0);
  if (!company) throw new Error(`the demo ${role} belongs to no company`);
  return { cookie, companyId: company.id };
}

function rowOf(page: string, formFactor: FormFactor, result: RunnerResult): Row {
  // Maps: a category or audit that did not run is absent, which the result's Record types do not say.
  const categories = new Map(Object.entries(result.lhr.categories));
  const audits = new Map(Object.entries(result.lhr.audits));
  const score = (id: string) => Math.round((categories.get(id)?.score ?? 0) * 100);
  const metric = (id: string) => audits.get(id)?.numericValue ?? Number.NaN;
  const failedA11y = (categories.get('accessibility')?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits.get(ref.id)?.score === 0)
    .map((ref) => ref.id);
  return {
    page,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedA11y,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
  const middle = sorted.at(Math.floor(sorted.length / 2));
  if (!middle) throw new Error('no Lighthouse run finished');
  return middle;
}

function printTable(rows: Row[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\n| page | profile | performance | accessibility | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const cells = [row.page, row.formFactor, row.performance, row.accessibility, seconds(row.fcp), seconds(row.lcp)];
    console.log(`| ${cells.join(' | ')} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`);
  }
  for (const row of rows.filter((candidate) => candidate.failedA11y.length)) {
    console.log(`accessibility audits failed on ${row.page} (${row.formFactor}): ${row.failedA11y.join(', ')}`);
  }
  const indexes = rows.map((row) => Math.round(row.benchmarkIndex));
  console.log(`CPU benchmark index during the runs: ${String(Math.min(...indexes))}..${String(Math.max(...indexes))}`);
  const missed = rows.filter((row) => row.performance < 95 || row.accessibility < 98);
  console.log(missed.length ? `${missed.length} of ${rows.length} below target` : 'every page meets the targets');
}

if (!args['no-build']) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pr-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let serverExited = false;
server.once('exit', () => (serverExited = true));
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  await waitUntilUp(origin, () => serverExited);
  mkdirSync(reportDir, { recursive: true });
  const rows: Row[] = [];
  for (const target of targets) {
    const { cookie, companyId } = await signIn(origin, target.role);
    for (const formFactor of formFactors) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { Cookie: cookie },
      };
      const measured: Row[] = [];
      // A run whose trace Lighthouse could not read (it says so in runtimeError) is repeated, twice at most.
      for (let run = 0, failures = 0; run < runs;) {
        const result = await lighthouse(
          `${origin}${target.path(companyId)}`,
          flags,
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.name}`);
        const slug = `${target.name.replace(/\W+/g, '-')}-${formFactor}-${String(run + 1)}`;
        writeFileSync(join(reportDir, `${slug}.json`), JSON.stringify(result.lhr));
        if (args.traces) writeFileSync(join(reportDir, `${slug}.trace.json`), JSON.stringify(result.artifacts.Trace));
        const error = result.lhr.runtimeError;
        if (error) {
          failures += 1;
          console.log(`${target.name} (${formFactor}): ${error.code}, measuring again`);
          if (failures > 2) throw new Error(`Lighthouse failed on ${target.name}: ${error.message}`);
          continue;
        }
        measured.push(rowOf(target.name, formFactor, result));
        run += 1;
      }
      const row = median(measured);
      console.log(`${row.page} (${formFactor}): performance ${measured.map((m) => m.performance).join(', ')}`);
      rows.push(row);
    }
  }
  printTable(rows);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => (serverExited ? resolve(null) : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
