import 'server-only';
import { createClient } from 'redis';
import { createOutageLog } from './outage-log.mjs';

export type RedisClient = ReturnType<typeof createClient>;

/*
 * The one Redis connection of this process for app code (the sign-in throttle and the lead beacon limit), or null when
 * REDIS_URL is unset and everything stays in the process. The page cache has its own connection
 * (lib/cache-handler/redis.mjs), because Next loads that file outside the app's bundles.
 *
 * Without an offline queue: while Redis is unreachable a command fails at once, so callers fall
 * back instead of waiting for it. The client reconnects by itself. It lives on globalThis because
 * Next bundles route handlers separately, each with its own copy of this module.
 */
const store = globalThis as typeof globalThis & { __redisClient?: RedisClient | null; __redisConnecting?: Promise<void> };

export function redisClient(): RedisClient | null {
  if (store.__redisClient !== undefined) return store.__redisClient;
  const url = process.env.REDIS_URL?.trim();
  if (!url) return (store.__redisClient = null);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (tries) => Math.min(200 + tries * 200, 1_000) },
  });
  // A failed connection attempt is a failed call here: while Redis is away the limiters do not
  // call it at all (they count in memory), and the client tries to reconnect about once a second.
  const outage = createOutageLog('Redis (rate limits)', {
    impact: 'each instance counts failed sign-ins and lead beacons on its own until it returns.',
  });
  client.on('error', (err: Error) => outage.failed(err));
  client.on('ready', () => outage.ok());
  store.__redisConnecting = client.connect().then(
    () => {},
    () => {},
  );
  return (store.__redisClient = client);
}

/**
 * The client once its first connection attempt has ended (at most `waitMs`), so that the first
 * requests after a start count in Redis rather than in memory. Later calls do not wait: while
 * Redis is away, callers fall back at once.
 */
export async function connectedRedis(waitMs = 2_000): Promise<RedisClient | null> {
  const client = redisClient();
  if (client && store.__redisConnecting) {
    await Promise.race([store.__redisConnecting, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  }
  return client;
}
