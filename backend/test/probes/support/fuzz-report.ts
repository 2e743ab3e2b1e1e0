import { describeExchange, type FuzzRequest, type FuzzResponse } from './fuzz-requests.js';

export interface Exchange {
  request: FuzzRequest;
  response?: FuzzResponse;
  error?: string;
}

/** An /api or /objects answer: pages answer a miss with the app's HTML (its not-found screen). */
const isServerPath = (path: string) => /^\/(api|objects)(\/|\?|$)/.test(path);

/** What is wrong with an answer, if anything: a 5xx, no answer, or a 4xx without a JSON message. */
export function problemWith({ request, response, error }: Exchange): string | undefined {
  if (!response) return `no answer (${error})`;
  if (response.status >= 500) return `${response.status}`;
  if (response.status < 400 || !isServerPath(request.path)) return undefined;
  if (!response.contentType.includes('application/json')) return '4xx not JSON';
  try {
    const body = JSON.parse(response.text) as { message?: unknown };
    if (typeof body.message !== 'string' || body.message === '') return '4xx without a message';
  } catch {
    return '4xx body does not parse';
  }
  return undefined;
}

const count = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** The figures of a run: statuses overall and per route, and every problem, described. */
export function summarize(exchanges: Exchange[]) {
  const statuses: Record<string, number> = {};
  const byRoute: Record<string, Record<string, number>> = {};
  const problems: string[] = [];
  /** Problems by kind, route and path without ids or query: the shortest list to read first. */
  const problemKinds: Record<string, number> = {};
  for (const exchange of exchanges) {
    const { request, response, error } = exchange;
    count(statuses, response ? String(response.status) : `error ${error}`);
    count((byRoute[request.route] ??= {}), response ? `${String(response.status)[0]}xx` : 'none');
    const problem = problemWith(exchange);
    if (!problem) continue;
    problems.push(`${problem}:\n${describeExchange(request, response)}`);
    const path = request.path.replace(/\?.*/, '').replace(/[0-9a-f-]{36}/g, ':id');
    count(problemKinds, `${problem}: ${request.method} ${path.slice(0, 120)}`);
  }
  return {
    statuses: Object.fromEntries(Object.entries(statuses).sort()),
    byRoute,
    problems,
    problemKinds,
    serverErrors: exchanges.filter(({ response }) => response && response.status >= 500).length,
  };
}

/** The answers one route got, most frequent first: why a route never gets past validation. */
export function answersOf(exchanges: Exchange[], route: string): [string, number][] {
  const answers: Record<string, number> = {};
  for (const { request, response } of exchanges) {
    if (request.route === route && response)
      count(answers, `${response.status} ${response.text.slice(0, 120)}`);
  }
  return Object.entries(answers).sort((a, b) => b[1] - a[1]);
}
