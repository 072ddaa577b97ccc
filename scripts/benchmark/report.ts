/** The printed tables (Markdown, so they can go into docs/performance.md as they are) and the JSON file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SeqScan } from './seq-scans';
import type { Measured } from './stats';

export interface CaseResult {
  name: string;
  http: Measured;
  floor: Measured;
  /** The case's requests per second as a percentage of the health check's, same connections. */
  healthShare: number;
  /** Requests per second over HTTP ÷ statement sequences per second of the floor. */
  floorRatio: number;
}

export interface RunResult {
  connections: number;
  cases: CaseResult[];
}

const rate = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));

export function resultTable(run: RunResult, seconds: number): string {
  const header = [
    'case',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    '% of health',
    'floor req/s',
    'floor p50 ms',
    '× floor',
    'failed',
  ];
  const rows = run.cases.map((item) => [
    item.name,
    rate(item.http.requestsPerSecond),
    ms(item.http.p50),
    ms(item.http.p975),
    ms(item.http.p99),
    item.healthShare.toFixed(1),
    rate(item.floor.requestsPerSecond),
    ms(item.floor.p50),
    item.floorRatio.toFixed(2),
    String(item.http.failed),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => `${'-'.repeat(width + 1)}${column === 0 ? '-' : ':'}`).join('|')}|`;
  const title = `${run.connections} connection${run.connections === 1 ? '' : 's'}, ${seconds} s each`;
  return [title, '', line(header), rule, ...rows.map(line)].join('\n');
}

export function seqScanList(scans: Map<string, SeqScan[]>): string {
  const lines = [...scans]
    .filter(([, found]) => found.length > 0)
    .map(
      ([name, found]) =>
        `- ${name}: ${found.map((scan) => `${scan.table} (statement ${scan.statement}, keeps about ${scan.rows.toLocaleString('en-US')} rows)`).join(', ')}`,
    );
  return ['Sequential scans of offices, desks, users, profiles, user_roles or sections in the plans:', '']
    .concat(lines.length > 0 ? lines : ['- none'])
    .join('\n');
}

/** Writes the whole run under bench/results/ and returns the file's path. */
export function writeResults(results: Record<string, unknown>): string {
  const folder = path.resolve('bench/results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
