import autocannon from 'autocannon';

/*
 * The city bench's load, in its own process so the latency probe in the
 * bench's process does not wait behind it: anonymous visitors asking for a
 * city's page and its summary in turn, at full speed. Prints the result as JSON.
 * Arguments: base URL, city slug, seconds.
 */
const [url, slug, seconds] = process.argv.slice(2);
const result = await autocannon({
  url: url!,
  connections: 50,
  duration: Number(seconds),
  requests: [{ path: `/city/${slug}` }, { path: `/api/locations/city/${slug}` }],
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
