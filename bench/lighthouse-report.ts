/** What the Lighthouse bench reads out of each report, checks, and prints (see lighthouse.bench.ts). */
import type { RunnerResult } from 'lighthouse';
import { availableParallelism, loadavg } from 'node:os';

export type FormFactor = 'mobile' | 'desktop';
/** How the CPU is slowed: Lighthouse's default for the profile, or calibrated to the host. */
export type Slowdown = 'default' | 'calibrated';
type Contributor = { label: string; ms: number };
export type Row = {
  page: string;
  formFactor: FormFactor;
  slowdown: Slowdown;
  multiplier: number;
  /** Lighthouse's measure of this machine's CPU at the start of the run (higher is faster). */
  benchmarkIndex: number;
  /** The index the slowdown was worked out from (the default run just before, on a calibrated run). */
  calibratedFrom: number | null;
  /** The machine's load average over the last minute as the run ended: other work slows the runs beyond the index. */
  load: number;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedA11y: string[];
  /** The scripts that kept the main thread busiest, and the long tasks, both as simulated on the emulated CPU. */
  scripts: Contributor[];
  longTasks: Contributor[];
  unusedJsKb: number;
  unusedJs: { label: string; kb: number }[];
};

/** The performance target of each profile on the calibrated figure; accessibility's is 100 on both. */
export const PERFORMANCE_TARGET: Record<FormFactor, number> = { mobile: 90, desktop: 98 };

type Item = Record<string, unknown>;
const itemsOf = (result: RunnerResult, id: string): Item[] => {
  const details = new Map(Object.entries(result.lhr.audits)).get(id)?.details;
  return details && 'items' in details ? (details.items as Item[]) : [];
};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
/** A script's name without the origin: the chunk's file name says what it is. */
const shortUrl = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '') || url;

/**
 * Fails loudly unless the run ended on the screen it was sent to, with every API request answered: a run that was
 * sent to sign in, or whose screen got a 401, measured some other page.
 */
export function assertLanded(result: RunnerResult, name: string): void {
  const { requestedUrl, finalDisplayedUrl } = result.lhr;
  if (finalDisplayedUrl !== requestedUrl) {
    throw new Error(`${name}: Lighthouse ended on ${finalDisplayedUrl} instead of ${String(requestedUrl)}`);
  }
  const refused = itemsOf(result, 'network-requests').filter(
    (item) => text(item.url).includes('/api/') && num(item.statusCode) >= 400,
  );
  if (refused.length) {
    const list = refused.map((item) => `${String(item.statusCode)} ${text(item.url)}`).join(', ');
    throw new Error(`${name}: the screen's requests were refused: ${list}`);
  }
}

export function rowOf(
  page: string,
  run: { formFactor: FormFactor; slowdown: Slowdown; multiplier: number; calibratedFrom: number | null },
  result: RunnerResult,
): Row {
  // Maps: a category or audit that did not run is absent, which the result's Record types do not say.
  const categories = new Map(Object.entries(result.lhr.categories));
  const audits = new Map(Object.entries(result.lhr.audits));
  const score = (id: string) => Math.round((categories.get(id)?.score ?? 0) * 100);
  const metric = (id: string) => audits.get(id)?.numericValue ?? Number.NaN;
  const failedA11y = (categories.get('accessibility')?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits.get(ref.id)?.score === 0)
    .map((ref) => ref.id);
  const top = <T>(items: T[], size: (item: T) => number) => [...items].sort((a, b) => size(b) - size(a)).slice(0, 3);
  const unused = itemsOf(result, 'unused-javascript');
  return {
    page,
    ...run,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    load: loadavg()[0] ?? 0,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedA11y,
    scripts: top(
      itemsOf(result, 'bootup-time').map((item) => ({ label: shortUrl(text(item.url)), ms: num(item.scripting) })),
      (item) => item.ms,
    ),
    longTasks: top(
      itemsOf(result, 'long-tasks').map((item) => ({ label: shortUrl(text(item.url)), ms: num(item.duration) })),
      (item) => item.ms,
    ),
    unusedJsKb: unused.reduce((sum, item) => sum + num(item.wastedBytes), 0) / 1024,
    unusedJs: top(
      unused.map((item) => ({ label: shortUrl(text(item.url)), kb: num(item.wastedBytes) / 1024 })),
      (item) => item.kb,
    ),
  };
}

/** The run of median performance (ties: the slower LCP), so that its metrics belong together. */
export function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
  const middle = sorted.at(Math.floor(sorted.length / 2));
  if (!middle) throw new Error('no Lighthouse run finished');
  return middle;
}

const missesTarget = (row: Row) =>
  row.slowdown === 'calibrated' && (row.performance < PERFORMANCE_TARGET[row.formFactor] || row.accessibility < 100);

/** The table of medians (with each run's performance), the index of every figure, and what kept a missed one down. */
export function printTable(rows: { median: Row; runs: Row[] }[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const index = (row: Row) =>
    row.calibratedFrom === null
      ? String(Math.round(row.benchmarkIndex))
      : `${String(Math.round(row.benchmarkIndex))} (calibrated on ${String(Math.round(row.calibratedFrom))})`;
  console.log(
    '\n| page | profile | CPU slowdown | benchmark index | load | performance (runs) | accessibility | FCP | LCP | TBT | CLS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { median: row, runs } of rows) {
    const cells = [
      row.page,
      row.formFactor,
      `${row.slowdown} ${row.multiplier.toFixed(2)}x`,
      index(row),
      row.load.toFixed(1),
      `${String(row.performance)} (${runs.map((run) => run.performance).join(', ')})`,
      row.accessibility,
      seconds(row.fcp),
      seconds(row.lcp),
      `${String(Math.round(row.tbt))} ms`,
      row.cls.toFixed(3),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  const medians = rows.map((entry) => entry.median);
  for (const row of medians.filter((candidate) => candidate.failedA11y.length)) {
    console.log(`accessibility audits failed on ${row.page} (${row.formFactor}): ${row.failedA11y.join(', ')}`);
  }
  const judged = medians.filter((row) => row.slowdown === 'calibrated');
  const missed = judged.filter(missesTarget);
  for (const row of missed) {
    const list = (items: Contributor[]) => items.map((item) => `${item.label} ${String(Math.round(item.ms))} ms`);
    console.log(`\n${row.page} (${row.formFactor}, calibrated) below target: performance ${String(row.performance)}`);
    console.log(`  scripts busiest on the main thread: ${list(row.scripts).join(', ')}`);
    console.log(`  longest tasks: ${list(row.longTasks).join(', ')}`);
    const unused = row.unusedJs.map((item) => `${item.label} ${item.kb.toFixed(0)} KB`).join(', ');
    console.log(`  unused JavaScript: ${row.unusedJsKb.toFixed(0)} KB (${unused})`);
  }
  const indexes = rows.flatMap((entry) => entry.runs.map((run) => Math.round(run.benchmarkIndex)));
  console.log(
    `\nCPU benchmark index during the runs: ${String(Math.min(...indexes))}..${String(Math.max(...indexes))}`,
  );
  const loads = rows.flatMap((entry) => entry.runs.map((run) => run.load));
  const [low, high] = [Math.min(...loads).toFixed(1), Math.max(...loads).toFixed(1)];
  console.log(`load average (1 min) as the runs ended: ${low}..${high} on ${String(availableParallelism())} cores`);
  console.log(
    missed.length
      ? `${String(missed.length)} of ${String(judged.length)} calibrated figures below target`
      : 'every calibrated figure meets the targets',
  );
}
