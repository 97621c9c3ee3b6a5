// `npm run cluster`: the site as several servers on this machine, from one build: Redis (shared
// page cache and sign-in throttle), PostgreSQL (DATABASE_URL, or a scratch database on the local
// cluster, dropped at the end), CLUSTER_INSTANCES instances of the site's server (server.mjs, 2 by
// default) sharing one uploads folder, and nginx in front of them on CLUSTER_PORT (a free port by
// default) with deploy/nginx.conf's microcache, as in production.
// Ctrl-C stops everything and removes the run's temporary folder. SKIP_BUILD=true reuses .next-cluster.
import { startCluster } from './lib/cluster';

const count = Math.max(1, Number(process.env.CLUSTER_INSTANCES || 2));
const nginxPort = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
const cluster = await startCluster({ count, distDir: '.next-cluster', local: true, seed: true, nginxPort });

console.log(
  [
    '',
    `  The site: ${cluster.nginx.base}  (nginx with its microcache, upstream of ${cluster.instances.length} instances)`,
    ...cluster.instances.map((i) => `  instance ${i.name}: ${i.base}  (log: ${i.logFile})`),
    `  Redis:    ${cluster.redis.url}`,
    `  Database: ${cluster.database.url.replace(/\/\/[^@]*@/, '//***@')}`,
    `  Uploads:  ${cluster.shared.uploadsDir}`,
    `  Sign in as ${cluster.shared.adminEmail} with password ${cluster.shared.adminPassword}`,
    `  Drop a page from nginx's cache at once: curl ${cluster.nginx.base}/purge/villas`,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster...');
    void cluster.stop().then(() => process.exit(0));
  });
}
// An instance that dies is reported; nginx keeps sending traffic to the others.
for (const inst of cluster.instances) {
  void inst.proc?.exited.then(({ code, signal }) => {
    if (!stopping) console.error(`Instance ${inst.name} exited (${code ?? signal}); see ${inst.logFile}.`);
  });
}
await new Promise(() => {});
