// The site's server.mjs with none of the site: Next's documented custom server and the same
// compression (brotli at quality 1 where the client takes it). Usage: node server.mjs <port>.
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import next from 'next';

const port = Number(process.argv[2]);
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } });
const server = http.createServer((req, res) => compress(req, res, () => void handle(req, res)));
server.keepAliveTimeout = 65_000;
server.listen(port, 'localhost');
