/**
 * The post extractor's benchmark (docs/rules/leads.md#d5.22): per-field accuracy on the corpus of
 * posts (tests/fixtures/posts), for each of its parts and in all, against the issue's thresholds;
 * then the time to read a 2,000-character post, median and p99 over many runs.
 *
 *   npx tsx bench/extract/run.ts [--runs 2000] [--misses] [--no-chromium]
 *
 * The time is measured in Node and in Debian's Chromium (in-chromium.ts), the page's engine.
 */
import { parseArgs } from 'node:util';
import { extractPost } from '../../src/contract/post-extract';
import {
  CORPUS,
  CORPUS_PARTS,
  type CorpusScore,
  type FieldScore,
  scoreCorpus,
  share,
  THRESHOLDS,
} from '../../tests/fixtures/posts/score';
import { timeInChromium } from './in-chromium';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    misses: { type: 'boolean', default: false },
    'no-chromium': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!(runs > 0)) throw new Error('--runs must be a positive number');

const FIELDS: [keyof Omit<CorpusScore, 'misses'>, string, number | undefined][] = [
  ['number', 'number exactly right', THRESHOLDS.number],
  ['rent', 'rent (amount)', THRESHOLDS.rent],
  ['bedsBaths', 'beds and baths', THRESHOLDS.bedsBaths],
  ['address', 'address (street line)', THRESHOLDS.address],
  ['clientName', 'client name (first name)', undefined],
  ['postLink', 'post link', undefined],
  ['noneFilled', 'nothing filled that the post lacks', THRESHOLDS.noneFilled],
];

const percent = ({ right, of }: FieldScore) =>
  `${((100 * right) / Math.max(1, of)).toFixed(1)} % (${right}/${of})`;

const parts = { ...CORPUS_PARTS, all: CORPUS };
const scores = Object.fromEntries(Object.entries(parts).map(([name, posts]) => [name, scoreCorpus(posts)]));
console.log(
  `Corpus: ${Object.entries(parts)
    .map(([name, posts]) => `${name} ${posts.length}`)
    .join(', ')} posts\n`,
);
console.log(['field', ...Object.keys(parts), 'target'].join(' | '));
for (const [field, label, threshold] of FIELDS) {
  const cells = Object.values(scores).map((score) => percent(score[field]));
  const verdict = threshold === undefined ? '' : share(scores.all![field]) >= threshold ? ' ok' : ' MISSED';
  console.log(
    [label, ...cells, threshold === undefined ? '' : `≥ ${threshold * 100} %${verdict}`].join(' | '),
  );
}
if (values.misses) console.log(`\n${scores.all!.misses.join('\n')}`);

// 2,000-character posts: the corpus's posts run together from every starting post, so each run reads
// a different mix of numbers, rents and addresses.
const long = CORPUS.map((_, first) => {
  let text = '';
  for (let i = first; text.length < 2_000; i = (i + 1) % CORPUS.length) text += `${CORPUS[i]!.text}\n\n`;
  return text.slice(0, 2_000);
});
for (let i = 0; i < 200; i++) extractPost(long[i % long.length]!);
// Wall time, and the process's CPU time beside it: on a busy machine the wall time's tail is other
// processes' turns, which the CPU time leaves out.
const ms: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  const text = long[i % long.length]!;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  extractPost(text);
  ms.push(performance.now() - started);
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
}
const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const at = (p: number) => percentile(ms, p);
const line = (where: string, median: number, p99: number, max: number) =>
  `A 2,000-character post in ${where}, ${runs} runs: median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${max.toFixed(2)} ms (target ≤ 20 ms)`;
console.log(`\n${line('Node', at(50), at(99), percentile(ms, 100))}`);
console.log(
  `  its CPU time: median ${percentile(cpu, 50).toFixed(2)} ms, p99 ${percentile(cpu, 99).toFixed(2)} ms`,
);
if (!values['no-chromium']) {
  const page = await timeInChromium(long, runs);
  console.log(line('Chromium', page.median, page.p99, page.max));
}
