import net from 'node:net';

/*
 * Who the client is. The socket's peer is, unless it is one of our own reverse proxies
 * (TRUSTED_PROXIES: addresses or CIDRs), in which case the proxy's X-Forwarded-For says who it
 * forwarded for. Used by server.mjs on every request; plain JavaScript (server.mjs says why).
 */

/** '::ffff:203.0.113.5' → '203.0.113.5'; IPv6 in lower case; '' when it is not an address. */
export function normaliseAddress(raw) {
  let text = (raw ?? '').trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) text = mapped[1];
  return net.isIP(text) ? text : '';
}

/**
 * The trusted proxies of a TRUSTED_PROXIES value ('127.0.0.1,::1', '10.0.0.0/8'), or null when
 * it is empty; throws with the entry that does not read.
 */
export function trustedProxies(value) {
  const entries = (value ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return null;
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const ip = normaliseAddress(address);
    const type = net.isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    const bits = prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix);
    if (!ip || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > (type === 'ipv6' ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: '${entry}' is not an address or a CIDR (like 127.0.0.1, ::1 or 10.0.0.0/8).`);
    }
    list.addSubnet(ip, bits, type);
  }
  return list;
}

const isTrusted = (list, ip) => ip !== '' && list.check(ip, net.isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address: the peer's, or, when the peer is a trusted proxy, the nearest address in
 * its X-Forwarded-For (read from the right) that is not itself a trusted proxy; X-Real-IP when a
 * trusted proxy sent no X-Forwarded-For. An entry that is not an address ends the walk at the
 * last trusted hop: nothing a client wrote further left is believed.
 */
export function clientIp(peer, forwardedFor, realIp, trusted) {
  const own = normaliseAddress(peer);
  if (!trusted || !isTrusted(trusted, own)) return own;
  const chain = (forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (!chain.length) return normaliseAddress(realIp) || own;
  let last = own;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(chain[i]);
    if (!hop) return last;
    if (!isTrusted(trusted, hop)) return hop;
    last = hop;
  }
  return last;
}
