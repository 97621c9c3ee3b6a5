// What the log says while a service the site depends on (Redis, PostgreSQL, later SMTP) is away:
// one line when it is lost, at most one line a minute while it stays away, and one line when it
// is back, with how many calls failed in between. A client that reports every failed reconnect
// otherwise writes several lines a second, with stack traces, for as long as the outage lasts.
//
// Plain JavaScript because the page cache handler (lib/cache-handler/redis.mjs), which Next
// imports unbundled at run time, uses it as well as the app's TypeScript.

const MINUTE_MS = 60_000;

/** '42 s', '3 min 5 s', '2 h 14 min'. */
export function formatDuration(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const min = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${min ? ` ${min} min` : ''}`;
}

/** An error's message on one line, without a password from a connection URL, and not too long. */
export function reasonOf(err) {
  const raw = err instanceof Error ? err.message || err.name : typeof err === 'string' ? err : String(err);
  const line = raw.replace(/\s+/g, ' ').trim().replace(/\/\/[^@/\s]*@/g, '//***@');
  return (line.length > 200 ? `${line.slice(0, 199)}…` : line) || 'no reason given';
}

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The outage state of one service. `failed(err)` after each call that failed because the service
 * could not be reached; `ok()` after each call that reached it. Lines are written through `log`
 * (console by default): lost and still-away lines as errors, the return as an ordinary line.
 *
 * @param {string} name How the log names the service: 'Redis (rate limits)'.
 * @param {{ impact?: string, log?: Pick<Console, 'error' | 'log'>, now?: () => number, repeatMs?: number }} [options]
 *   impact: what the site does meanwhile, appended to the first line.
 */
export function createOutageLog(name, options = {}) {
  const { impact = '', log = console, now = () => Date.now(), repeatMs = MINUTE_MS } = options;
  let since = null; // when the outage began; null while the service is up
  let failures = 0;
  let lastLine = 0;

  return {
    get down() {
      return since !== null;
    },
    get failures() {
      return failures;
    },
    failed(err) {
      const t = now();
      if (since === null) {
        since = t;
        failures = 1;
        lastLine = t;
        log.error(`${name}: unreachable (${reasonOf(err)})${impact ? `; ${impact}` : '.'}`);
        return;
      }
      failures++;
      if (t - lastLine >= repeatMs) {
        lastLine = t;
        log.error(`${name}: still unreachable after ${formatDuration(t - since)}, ${plural(failures, 'failed call')} so far (last: ${reasonOf(err)}).`);
      }
    },
    ok() {
      if (since === null) return;
      const t = now();
      log.log(`${name}: reachable again after ${formatDuration(t - since)}; ${plural(failures, 'call')} failed in between.`);
      since = null;
      failures = 0;
    },
  };
}
