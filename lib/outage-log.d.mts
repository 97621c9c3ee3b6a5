// Types of outage-log.mjs (plain JavaScript: the page cache handler imports it unbundled).

export interface OutageLog {
  /** True between a failure and the next success. */
  readonly down: boolean;
  /** Failed calls since the outage began (0 while up). */
  readonly failures: number;
  /** After a call that failed because the service could not be reached. */
  failed(err: unknown): void;
  /** After a call that reached the service. */
  ok(): void;
}

export interface OutageLogOptions {
  /** What the site does meanwhile, appended to the first line. */
  impact?: string;
  log?: Pick<Console, 'error' | 'log'>;
  now?: () => number;
  /** At most one line this often while the outage lasts (60,000 ms). */
  repeatMs?: number;
}

export function createOutageLog(name: string, options?: OutageLogOptions): OutageLog;
export function formatDuration(ms: number): string;
export function reasonOf(err: unknown): string;
