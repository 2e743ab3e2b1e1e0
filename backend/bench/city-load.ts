import autocannon from 'autocannon';

/*
 * The city bench's load, in its own process so the latency probe in the
 * bench's process does not wait behind it: anonymous visitors asking for the
 * given paths in turn, at full speed (each connection sends its next request
 * as soon as the last is answered). Prints the result as JSON.
 * Arguments: base URL, seconds, connections, paths...
 */
const [url, seconds, connections, ...paths] = process.argv.slice(2);
const result = await autocannon({
  url: url!,
  connections: Number(connections),
  duration: Number(seconds),
  requests: paths.map((path) => ({ path })),
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
