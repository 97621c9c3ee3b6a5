// What the bench asks for: headers, and the Lua request functions (scripts/lib/wrk.ts) that give
// every request of a run its own address.

/** What Chromium sends: the app (bare) or nginx chooses the encoding. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One fixed path, through the same Lua path as the others, so that wrk's own cost is alike. */
export const samePathLua = (p: string) => `return wrk.format(nil, '${p}')`;

/**
 * '/?n=<start+1>', '/?n=<start+2>', …: a junk query string new on every request, as a link
 * tracker or a bot appends. Give each run its own `start`, so no address comes round twice.
 */
export const junkQueryLua = (p: string, start: number) => `
  n = (n or ${start}) + 1
  return wrk.format(nil, '${p}?n=' .. n)`;

const SORTS = ['newest', 'price-asc', 'price-desc', 'area-desc'];

/**
 * /villas?bedrooms=…&maxPrice=…&sort=…, a filter address nobody asked for yet on every request
 * (its own price cap), counting on from `start`: the cost of a first render each time.
 */
export const distinctFilterLua = (start: number) => `
  n = (n or ${start}) + 1
  local sorts = { ${SORTS.map((x) => `'${x}'`).join(', ')} }
  return wrk.format(nil, '/villas?bedrooms=' .. (1 + n % 5) .. '&maxPrice=' .. (4000000 + n * 1000) .. '&sort=' .. sorts[math.floor(n / 5) % ${SORTS.length} + 1])`;
