/**
 * Checks a Prometheus text exposition (format 0.0.4) against the format's
 * rules and the naming conventions `promtool check metrics` applies, so the
 * test can hold /metrics to them where promtool is not installed. Returns one
 * message per problem.
 */

const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;
/** Units Prometheus wants in their base form (seconds, bytes, ...): promtool's list. */
const NON_BASE_UNITS = [
  'milliseconds',
  'microseconds',
  'nanoseconds',
  'minutes',
  'hours',
  'days',
  'kilobytes',
  'megabytes',
  'gigabytes',
  'percent',
  'celsius',
];

interface Family {
  type?: string;
  help?: string;
  samples: { suffix: string; labels: Record<string, string>; value: number }[];
}

function labelsOf(text: string | undefined, problems: string[], line: string) {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL.lastIndex = 0;
  let consumed = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    const [, name, value] = match as unknown as [string, string, string];
    if (name in labels) problems.push(`label ${name} repeated: ${line}`);
    labels[name] = value;
    consumed = LABEL.lastIndex;
  }
  if (consumed !== text.length) problems.push(`malformed labels: ${line}`);
  return labels;
}

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` are its own. */
function familyOf(name: string, families: Map<string, Family>): [string, string] {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && ['histogram', 'summary'].includes(families.get(base)?.type ?? ''))
      return [base, suffix];
  }
  return [name, ''];
}

export function lintExposition(text: string): string[] {
  const problems: string[] = [];
  const families = new Map<string, Family>();
  const family = (name: string) => {
    if (!families.has(name)) families.set(name, { samples: [] });
    return families.get(name)!;
  };
  const series = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
    if (meta) {
      const [, kind, name, rest = ''] = meta as unknown as [string, string, string, string];
      const entry = family(name);
      if (kind === 'HELP') {
        if (entry.help !== undefined) problems.push(`${name}: HELP given twice`);
        entry.help = rest;
      } else {
        if (entry.type !== undefined) problems.push(`${name}: TYPE given twice`);
        if (entry.samples.length > 0) problems.push(`${name}: TYPE after its samples`);
        if (!TYPES.has(rest)) problems.push(`${name}: unknown type ${rest}`);
        entry.type = rest;
      }
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) {
      problems.push(`not a sample line: ${line}`);
      continue;
    }
    const [, name, labelText, valueText] = match as unknown as [string, string, string, string];
    const labels = labelsOf(labelText, problems, line);
    const value = Number(valueText.replace(/^\+Inf$/, 'Infinity').replace(/^-Inf$/, '-Infinity'));
    if (Number.isNaN(value) && valueText !== 'NaN') problems.push(`bad value: ${line}`);
    const key = `${name}{${Object.entries(labels).sort().join(',')}}`;
    if (series.has(key)) problems.push(`series repeated: ${key}`);
    series.add(key);
    const [base, suffix] = familyOf(name, families);
    family(base).samples.push({ suffix, labels, value });
  }

  for (const [name, entry] of families) problems.push(...lintFamily(name, entry));
  return problems;
}

function lintFamily(name: string, { type, help, samples }: Family): string[] {
  const problems: string[] = [];
  if (!METRIC_NAME.test(name) || name.includes(':') || name !== name.toLowerCase())
    problems.push(`${name}: names are snake_case, without colons (kept for recording rules)`);
  if (!help) problems.push(`${name}: no help text`);
  if (type === undefined) problems.push(`${name}: no TYPE line`);
  if (type === 'counter' && !name.endsWith('_total'))
    problems.push(`${name}: counter names end in _total`);
  if (type !== 'counter' && name.endsWith('_total'))
    problems.push(`${name}: only counters end in _total`);
  for (const word of ['counter', 'gauge', 'histogram', 'summary'])
    if (name.split('_').includes(word)) problems.push(`${name}: the name holds the type ${word}`);
  for (const unit of NON_BASE_UNITS)
    if (name.split('_').includes(unit)) problems.push(`${name}: use a base unit, not ${unit}`);
  for (const { labels, value } of samples) {
    for (const label of Object.keys(labels)) {
      if (!LABEL_NAME.test(label) || label.startsWith('__'))
        problems.push(`${name}: bad label name ${label}`);
    }
    if ('quantile' in labels && type !== 'summary')
      problems.push(`${name}: only summaries have a quantile label`);
    if (type === 'counter' && value < 0) problems.push(`${name}: a counter below 0`);
  }
  if (type === 'histogram') problems.push(...lintHistogram(name, samples));
  return problems;
}

/** Per label set: buckets ascending and cumulative up to +Inf, which equals _count. */
function lintHistogram(name: string, samples: Family['samples']): string[] {
  const problems: string[] = [];
  const groups = new Map<string, { buckets: [number, number][]; count?: number; sum?: number }>();
  for (const { suffix, labels, value } of samples) {
    const { le, ...rest } = labels;
    const key = `{${Object.entries(rest)
      .sort()
      .map(([label, value]) => `${label}="${value}"`)
      .join(',')}}`;
    if (!groups.has(key)) groups.set(key, { buckets: [] });
    const group = groups.get(key)!;
    if (suffix === '_bucket') {
      if (le === undefined) problems.push(`${name}_bucket without le`);
      else group.buckets.push([le === '+Inf' ? Infinity : Number(le), value]);
    } else if (suffix === '_count') group.count = value;
    else if (suffix === '_sum') group.sum = value;
    else problems.push(`${name}: a histogram sample without _bucket, _sum or _count`);
  }
  for (const [key, { buckets, count, sum }] of groups) {
    const where = `${name}${key}`;
    if (count === undefined || sum === undefined) problems.push(`${where}: no _count or _sum`);
    if (buckets.at(-1)?.[0] !== Infinity) problems.push(`${where}: no +Inf bucket`);
    else if (buckets.at(-1)![1] !== count) problems.push(`${where}: +Inf bucket is not _count`);
    for (let index = 1; index < buckets.length; index++) {
      const [bound, cumulative] = buckets[index]!;
      const [previousBound, previous] = buckets[index - 1]!;
      if (bound <= previousBound) problems.push(`${where}: buckets not ascending`);
      if (cumulative < previous) problems.push(`${where}: buckets not cumulative`);
    }
  }
  return problems;
}
