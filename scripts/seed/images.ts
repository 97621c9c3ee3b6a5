import sharp from 'sharp';

// Demo photos are drawn here as flat illustrations (SVG rendered by sharp), so seeding needs no network
// and no binary files in the repository. Everything varies deterministically with (theme, n).

export type DemoTheme = 'villa' | 'plot' | 'home';

const W = 1600;
const H = 1200;

type Rng = { next: () => number; pick: <T>(list: readonly T[]) => T; range: (min: number, max: number) => number };

function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    // mulberry32
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)], range: (min, max) => min + next() * (max - min) };
}

const SKIES = [
  { top: '#5fa8d3', bottom: '#cdeaf7', sun: '#fff4c2', hills: ['#9cc3b4', '#7fae9a'] },
  { top: '#f6a96b', bottom: '#fde3c2', sun: '#fff1d0', hills: ['#c9a28f', '#a88573'] },
  { top: '#7aa7e0', bottom: '#f4d6b8', sun: '#ffe7a8', hills: ['#a6a9c8', '#8789ad'] },
  { top: '#8fd3d6', bottom: '#eef8ea', sun: '#fffbe0', hills: ['#a9cfae', '#86b58e'] },
  { top: '#e98a8a', bottom: '#fbd9b0', sun: '#fff0c8', hills: ['#c49a9a', '#a47c83'] },
] as const;
const WALLS = ['#f3e6cf', '#f6d8b8', '#e8efe4', '#fbe7a6', '#e6dcef', '#f2d1c9', '#dfeaf2'];
const ROOFS = ['#b5523b', '#a2432f', '#8c5a3c', '#c0673f', '#6f4a3a'];
const TRIMS = ['#ffffff', '#fdf7ec', '#4b3b36', '#2f4858'];
const GREENS = ['#4f8a3c', '#5f9e48', '#3f7a3a', '#6aa84f'];

const f = (v: number) => v.toFixed(1);

function sky(r: Rng, horizon: number): string {
  const s = SKIES[Math.floor(r.next() * SKIES.length)];
  const sunX = r.range(180, W - 180);
  const sunY = r.range(150, horizon - 260);
  const clouds = Array.from({ length: 3 + Math.floor(r.next() * 3) }, () => {
    const cx = r.range(0, W);
    const cy = r.range(90, horizon - 300);
    const k = r.range(0.7, 1.3);
    return `<g fill="#fff" opacity="0.85" transform="translate(${f(cx)} ${f(cy)}) scale(${f(k)})">
      <ellipse cx="0" cy="0" rx="90" ry="28"/><circle cx="-30" cy="-18" r="34"/><circle cx="22" cy="-26" r="42"/><circle cx="60" cy="-6" r="26"/></g>`;
  }).join('');
  const ridge = (base: number, amp: number, color: string) => {
    const pts = Array.from({ length: 9 }, (_, i) => [i * 200, base - r.range(0, amp)] as const);
    let d = `M0 ${H} L0 ${f(pts[0][1])}`;
    for (let i = 1; i < pts.length; i++) {
      const [px, py] = pts[i - 1];
      const [x, y] = pts[i];
      d += ` Q${f(px + 100)} ${f(Math.min(py, y) - amp * 0.4)} ${x} ${f(y)}`;
    }
    return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
  };
  return `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${s.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${s.sun}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${f(sunX)}" cy="${f(sunY)}" r="190" fill="url(#glow)"/>
    <circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(r.range(55, 75))}" fill="${s.sun}"/>
    ${clouds}
    ${ridge(horizon - 90, 150, s.hills[0])}
    ${ridge(horizon - 20, 90, s.hills[1])}`;
}

function ground(horizon: number, top: string, bottom: string): string {
  return `<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>`;
}

function shrub(x: number, y: number, k: number, color: string, flowers?: string): string {
  const dots = flowers
    ? [[-30, -34], [8, -52], [36, -24], [-8, -18]].map(([dx, dy]) => `<circle cx="${dx}" cy="${dy}" r="6" fill="${flowers}"/>`).join('')
    : '';
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(k)})">
    <ellipse cx="0" cy="4" rx="62" ry="12" fill="#000" opacity="0.12"/>
    <circle cx="-32" cy="-22" r="30" fill="${color}"/><circle cx="30" cy="-20" r="32" fill="${color}"/>
    <circle cx="0" cy="-40" r="38" fill="${color}"/><circle cx="-10" cy="-48" r="18" fill="#fff" opacity="0.12"/>${dots}</g>`;
}

function window(x: number, y: number, w: number, h: number, frame: string, shade = true): string {
  return `<g>${shade ? `<rect x="${f(x - 10)}" y="${f(y - 16)}" width="${f(w + 20)}" height="10" fill="#000" opacity="0.18"/><rect x="${f(x - 12)}" y="${f(y - 20)}" width="${f(w + 24)}" height="8" fill="${frame}"/>` : ''}
    <rect x="${f(x - 6)}" y="${f(y - 6)}" width="${f(w + 12)}" height="${f(h + 12)}" fill="${frame}"/>
    <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#8fc3df"/>
    <path d="M${f(x)} ${f(y + h * 0.75)} L${f(x + w * 0.7)} ${f(y)} L${f(x + w)} ${f(y)} L${f(x + w)} ${f(y + h * 0.1)} L${f(x + w * 0.1)} ${f(y + h)} L${f(x)} ${f(y + h)} Z" fill="#fff" opacity="0.25"/>
    <path d="M${f(x + w / 2)} ${f(y)} V${f(y + h)} M${f(x)} ${f(y + h * 0.4)} H${f(x + w)}" stroke="${frame}" stroke-width="6"/></g>`;
}

function door(x: number, y: number, w: number, h: number, wood: string): string {
  return `<rect x="${f(x - 8)}" y="${f(y - 8)}" width="${f(w + 16)}" height="${f(h + 8)}" fill="#f8f1e4"/>
    <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${wood}"/>
    <rect x="${f(x + w * 0.15)}" y="${f(y + h * 0.1)}" width="${f(w * 0.7)}" height="${f(h * 0.35)}" fill="#000" opacity="0.12"/>
    <rect x="${f(x + w * 0.15)}" y="${f(y + h * 0.55)}" width="${f(w * 0.7)}" height="${f(h * 0.35)}" fill="#000" opacity="0.12"/>
    <circle cx="${f(x + w * 0.82)}" cy="${f(y + h * 0.52)}" r="5" fill="#e8c15a"/>`;
}

function palm(x: number, base: number, height: number, lean: number, green: string): string {
  const topX = x + lean;
  const topY = base - height;
  const trunk = `M${f(x - 16)} ${base} Q${f(x + lean * 0.2 - 10)} ${f(base - height * 0.5)} ${f(topX - 7)} ${f(topY)} L${f(topX + 7)} ${f(topY)} Q${f(x + lean * 0.2 + 12)} ${f(base - height * 0.5)} ${f(x + 16)} ${base} Z`;
  const rings = Array.from({ length: 12 }, (_, i) => {
    const t = (i + 1) / 13;
    const cx = x + lean * t * t * 0.9 + lean * 0.1 * t;
    const cy = base - height * t;
    return `<path d="M${f(cx - 12 + 4 * t)} ${f(cy)} q${f(12 - 4 * t)} 6 ${f(24 - 8 * t)} 0" stroke="#6b4f35" stroke-width="3" fill="none" opacity="0.6"/>`;
  }).join('');
  const fronds = [-160, -130, -100, -70, -40, -10, 20, 200, 230].map((deg, i) => {
    const len = 190 + (i % 3) * 25;
    const a = (deg * Math.PI) / 180;
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + 70;
    const mx = topX + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.5 - 40;
    return `<path d="M${f(topX)} ${f(topY)} Q${f(mx)} ${f(my - 16)} ${f(ex)} ${f(ey)} Q${f(mx)} ${f(my + 22)} ${f(topX)} ${f(topY)} Z" fill="${i % 2 ? green : '#3d7a34'}"/>`;
  }).join('');
  return `<g><ellipse cx="${x}" cy="${base + 4}" rx="70" ry="12" fill="#000" opacity="0.15"/>
    <path d="${trunk}" fill="#9b7653"/>${rings}${fronds}
    <circle cx="${f(topX - 10)}" cy="${f(topY + 14)}" r="13" fill="#7a8a3a"/><circle cx="${f(topX + 10)}" cy="${f(topY + 16)}" r="13" fill="#6d7d33"/><circle cx="${f(topX)}" cy="${f(topY + 28)}" r="12" fill="#808f3d"/></g>`;
}

function smallPalm(x: number, base: number, k: number): string {
  return `<g transform="translate(${f(x)} ${f(base)}) scale(${f(k)})">${palm(0, 0, 420, 30, '#5d8f4a')}</g>`;
}

function roundTree(x: number, base: number, k: number, green: string): string {
  return `<g transform="translate(${f(x)} ${base}) scale(${f(k)})">
    <ellipse cx="0" cy="4" rx="90" ry="14" fill="#000" opacity="0.15"/>
    <path d="M-12 0 L-8 -150 L8 -150 L12 0 Z" fill="#7b5a3e"/>
    <circle cx="-55" cy="-170" r="62" fill="${green}"/><circle cx="55" cy="-175" r="66" fill="${green}"/>
    <circle cx="0" cy="-235" r="78" fill="${green}"/><circle cx="-20" cy="-262" r="34" fill="#fff" opacity="0.1"/></g>`;
}

// A flat-roofed car porch on slim pillars beside the villa.
function pergola(x: number, base: number, roof: string): string {
  const left = x - 250;
  const top = base - 200;
  return `<rect x="${f(left)}" y="${f(top)}" width="260" height="22" fill="${roof}"/>
    <rect x="${f(left)}" y="${f(top + 22)}" width="260" height="8" fill="#000" opacity="0.15"/>
    <rect x="${f(left + 14)}" y="${f(top + 22)}" width="16" height="${f(200 - 22)}" fill="#f4efe6"/>
    <rect x="${f(left + 200)}" y="${f(top + 22)}" width="16" height="${f(200 - 22)}" fill="#f4efe6"/>
    <path d="M${f(left - 40)} ${f(base + 30)} L${f(left + 250)} ${f(base + 30)} L${f(left + 200)} ${f(base)} L${f(left)} ${f(base)} Z" fill="#d8cdbd"/>`;
}

function villa(r: Rng, horizon: number): string {
  const wall = r.pick(WALLS);
  const roof = r.pick(ROOFS);
  const trim = r.pick(TRIMS.slice(0, 2));
  const x = r.range(430, 620);
  const w = 640;
  const base = horizon + 170;
  const wallH = 250;
  const top = base - wallH;
  const gx = x + w * 0.52; // front gable section
  const gw = w * 0.44;
  const tiles = Array.from({ length: 6 }, (_, i) => {
    const y = top - 20 - i * 24;
    return `<path d="M${f(x - 30 + i * 18)} ${f(y)} H${f(x + w + 30 - i * 18)}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`;
  }).join('');
  const porch = r.next() < 0.5;
  const palmX = porch ? x + w + r.range(130, 200) : r.next() < 0.5 ? x - r.range(120, 200) : x + w + r.range(120, 200);
  const green = r.pick(GREENS);
  return `${roundTree(palmX < x ? x + w + 200 : x - 220, horizon + 40, 0.6, '#5d8f4a')}
    <rect x="${f(x)}" y="${f(top)}" width="${w}" height="${wallH}" fill="${wall}"/>
    <rect x="${f(x)}" y="${f(top)}" width="${w}" height="26" fill="#000" opacity="0.08"/>
    <polygon points="${f(x - 40)},${f(top)} ${f(x + w + 40)},${f(top)} ${f(x + w - 70)},${f(top - 150)} ${f(x + 70)},${f(top - 150)}" fill="${roof}"/>
    ${tiles}
    <rect x="${f(gx)}" y="${f(top - 40)}" width="${f(gw)}" height="${wallH + 40}" fill="${wall}"/>
    <rect x="${f(gx)}" y="${f(top - 40)}" width="${f(gw)}" height="${wallH + 40}" fill="#000" opacity="0.05"/>
    <polygon points="${f(gx - 34)},${f(top - 34)} ${f(gx + gw / 2)},${f(top - 230)} ${f(gx + gw + 34)},${f(top - 34)} ${f(gx + gw + 14)},${f(top - 34)} ${f(gx + gw / 2)},${f(top - 200)} ${f(gx - 14)},${f(top - 34)}" fill="${roof}"/>
    <polygon points="${f(gx - 14)},${f(top - 34)} ${f(gx + gw / 2)},${f(top - 200)} ${f(gx + gw + 14)},${f(top - 34)}" fill="${wall}"/>
    <circle cx="${f(gx + gw / 2)}" cy="${f(top - 95)}" r="26" fill="${trim}"/><circle cx="${f(gx + gw / 2)}" cy="${f(top - 95)}" r="18" fill="#8fc3df"/>
    ${window(x + 55, top + 70, 110, 110, trim)}
    ${window(gx + 40, top + 40, gw - 80, 120, trim)}
    ${door(x + 215, base - 175, 85, 175, '#8a5a36')}
    <rect x="${f(x + 188)}" y="${f(base - 150)}" width="10" height="22" rx="3" fill="#f7d154"/>
    <rect x="${f(x - 14)}" y="${f(base)}" width="${w + 28}" height="22" fill="#cdbfae"/>
    <rect x="${f(x + 197)}" y="${f(base + 22)}" width="120" height="14" fill="#d9ccbb"/>
    <path d="M${f(x + 207)} ${f(base + 36)} L${f(x + 307)} ${f(base + 36)} L${f(x + 387)} ${H} L${f(x + 67)} ${H} Z" fill="#e6d7bf"/>
    ${porch ? pergola(x, base, roof) : ''}
    ${palm(palmX, base + 30, r.range(470, 560), palmX < x ? r.range(20, 70) : -r.range(20, 70), green)}
    ${shrub(x + 40, base + 40, 0.9, green, '#f28fad')}
    ${shrub(x + w - 40, base + 40, 1, green, '#f7d154')}
    ${shrub(r.range(150, 350), H - 60, 1.3, '#4f8a3c', '#ff8a65')}
    ${shrub(r.range(1250, 1450), H - 40, 1.5, '#5f9e48')}`;
}

function house(r: Rng, horizon: number): string {
  const wall = r.pick(WALLS);
  const accent = r.pick(['#e9a23b', '#6c9bc4', '#c8685a', '#7ea672', '#b48ac4']);
  const trim = '#ffffff';
  const x = r.range(500, 700);
  const w = 470;
  const base = horizon + 200;
  const floorH = 200;
  const mid = base - floorH;
  const roof = mid - floorH;
  const rail = Array.from({ length: 12 }, (_, i) => `<rect x="${f(x + w * 0.45 + 12 + i * 19)}" y="${f(mid - 70)}" width="5" height="62" fill="#3b3b3b"/>`).join('');
  const wallX = x - 140;
  const gateX = x + 80;
  const treeLeft = r.next() < 0.5;
  const palmBehind = r.next() < 0.6 ? smallPalm(treeLeft ? x + w + r.range(60, 140) : x - r.range(60, 140), base + 30, r.range(0.9, 1.1)) : '';
  return `${palmBehind}${roundTree(treeLeft ? x - 230 : x + w + 230, base + 10, r.range(1, 1.25), r.pick(GREENS))}
    <rect x="${f(x)}" y="${f(roof)}" width="${w}" height="${floorH * 2}" fill="${wall}"/>
    <rect x="${f(x + w * 0.45)}" y="${f(roof)}" width="${f(w * 0.55)}" height="${floorH}" fill="${accent}" opacity="0.85"/>
    <rect x="${f(x - 14)}" y="${f(mid - 6)}" width="${w + 28}" height="18" fill="${trim}"/>
    <rect x="${f(x - 14)}" y="${f(mid + 12)}" width="${w + 28}" height="8" fill="#000" opacity="0.1"/>
    <rect x="${f(x - 18)}" y="${f(roof - 50)}" width="${w + 36}" height="56" fill="${trim}"/>
    <rect x="${f(x - 18)}" y="${f(roof + 6)}" width="${w + 36}" height="8" fill="#000" opacity="0.1"/>
    <rect x="${f(x + 40)}" y="${f(roof - 140)}" width="130" height="90" fill="${wall}"/>
    <rect x="${f(x + 32)}" y="${f(roof - 150)}" width="146" height="14" fill="${trim}"/>
    <rect x="${f(x + w - 150)}" y="${f(roof - 150)}" width="92" height="100" rx="10" fill="#2f3a45"/>
    <ellipse cx="${f(x + w - 104)}" cy="${f(roof - 150)}" rx="46" ry="12" fill="#46525e"/>
    ${window(x + 45, roof + 50, 110, 100, trim)}
    ${door(x + w * 0.45 + 40, roof + 40, 90, 150, '#9a6a3f')}
    ${window(x + w * 0.45 + 160, roof + 50, 70, 90, trim)}
    <rect x="${f(x + w * 0.45)}" y="${f(mid - 74)}" width="${f(w * 0.55 + 14)}" height="8" fill="#3b3b3b"/>${rail}
    ${window(x + 45, mid + 60, 110, 100, trim)}
    ${door(x + 220, base - 160, 90, 160, '#7b4f2e')}
    ${window(x + 345, mid + 60, 90, 100, trim)}
    <rect x="${f(x - 10)}" y="${f(base)}" width="${w + 20}" height="16" fill="#bfb3a3"/>
    <rect x="${f(wallX)}" y="${f(base + 40)}" width="${f(gateX - wallX)}" height="70" fill="${trim}"/>
    <rect x="${f(gateX + 200)}" y="${f(base + 40)}" width="${f(x + w + 140 - gateX - 200)}" height="70" fill="${trim}"/>
    <rect x="${f(wallX)}" y="${f(base + 40)}" width="${f(x + w + 140 - wallX)}" height="12" fill="${accent}"/>
    ${Array.from({ length: 11 }, (_, i) => `<rect x="${f(gateX + 8 + i * 17.5)}" y="${f(base + 10)}" width="6" height="100" fill="#2f3a45"/>`).join('')}
    <rect x="${f(gateX)}" y="${f(base + 10)}" width="200" height="8" fill="#2f3a45"/><rect x="${f(gateX)}" y="${f(base + 102)}" width="200" height="8" fill="#2f3a45"/>
    <rect x="${f(gateX - 14)}" y="${f(base + 20)}" width="20" height="92" fill="#d8cbb8"/><rect x="${f(gateX + 194)}" y="${f(base + 20)}" width="20" height="92" fill="#d8cbb8"/>
    <path d="M${f(gateX)} ${f(base + 110)} L${f(gateX + 200)} ${f(base + 110)} L${f(gateX + 300)} ${H} L${f(gateX - 120)} ${H} Z" fill="#c9c3b8"/>
    ${shrub(wallX + 60, base + 40, 0.8, '#4f8a3c', '#f28fad')}
    ${shrub(x + w + 90, base + 40, 0.8, '#5f9e48', '#f7d154')}
    ${shrub(r.range(120, 320), H - 40, 1.4, r.pick(GREENS), '#ff8a65')}`;
}

const LETTERS: Record<string, string> = {
  P: 'M0 40 V0 H16 Q28 0 28 10 Q28 20 16 20 H0',
  L: 'M0 0 V40 H24',
  O: 'M14 0 Q28 0 28 20 Q28 40 14 40 Q0 40 0 20 Q0 0 14 0 Z',
  T: 'M0 0 H28 M14 0 V40',
};

function plot(r: Rng, horizon: number): string {
  const near = H - 150;
  const far = horizon + r.range(90, 130);
  const cx = r.range(720, 880);
  const corners = [
    [cx - r.range(480, 560), near],
    [cx + r.range(480, 560), near],
    [cx + r.range(260, 320), far],
    [cx - r.range(260, 320), far],
  ] as const;
  const stones: string[] = [];
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = corners[i];
    const [bx, by] = corners[(i + 1) % 4];
    for (const t of [0, 0.5]) {
      const sx = ax + (bx - ax) * t;
      const sy = ay + (by - ay) * t;
      const k = 0.55 + (0.6 * (sy - far)) / (near - far);
      stones.push(`<g transform="translate(${f(sx)} ${f(sy)}) scale(${f(k)})">
        <ellipse cx="0" cy="2" rx="26" ry="7" fill="#000" opacity="0.2"/>
        <path d="M-14 0 V-44 Q0 -54 14 -44 V0 Z" fill="#f4f1ea"/><path d="M-14 -30 V-44 Q0 -54 14 -44 V-30 Z" fill="#c8372d"/></g>`);
    }
  }
  const outline = corners.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
  const board = r.pick(['#1f6f8b', '#2e7d32', '#8e3b46', '#b0651d']);
  const sx = r.next() < 0.5 ? corners[0][0] + r.range(40, 120) : corners[1][0] - r.range(260, 340);
  const sy = near - 50;
  const word = ['P', 'L', 'O', 'T']
    .map((ch, i) => `<path d="${LETTERS[ch]}" transform="translate(${f(sx + 28 + i * 46)} ${f(sy - 230)})" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
  const farTrees = Array.from({ length: 9 }, (_, i) => {
    const tx = 60 + i * 190 + r.range(-40, 40);
    return r.next() < 0.3 ? smallPalm(tx, horizon + 8, r.range(0.35, 0.5)) : roundTree(tx, horizon + 8, r.range(0.28, 0.42), '#6d9a5a');
  }).join('');
  const shrubs = Array.from({ length: 7 }, () => {
    const side = r.next() < 0.5;
    return shrub(side ? r.range(20, 300) : r.range(1300, 1580), r.range(horizon + 80, H - 30), r.range(0.6, 1.2), r.pick(GREENS), r.next() < 0.4 ? '#f7d154' : undefined);
  })
    .sort((a, b) => Number(/translate\(\S+ (\S+)\)/.exec(a)?.[1]) - Number(/translate\(\S+ (\S+)\)/.exec(b)?.[1]))
    .join('');
  const poleX = r.range(1150, 1450);
  return `${farTrees}
    <path d="M0 ${f(horizon + 40)} Q800 ${f(horizon + 20)} ${W} ${f(horizon + 50)}" stroke="#d9a88a" stroke-width="26" fill="none" opacity="0.6"/>
    <polygon points="${outline}" fill="#d2865f"/>
    <polygon points="${outline}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3" stroke-dasharray="14 10"/>
    ${Array.from({ length: 14 }, () => `<ellipse cx="${f(r.range(200, 1400))}" cy="${f(r.range(far + 20, near - 20))}" rx="${f(r.range(6, 14))}" ry="3" fill="#8a3f25" opacity="0.35"/>`).join('')}
    <rect x="${f(poleX)}" y="${f(horizon - 260)}" width="12" height="${f(300 + 40)}" fill="#8b8b8b"/>
    <rect x="${f(poleX - 50)}" y="${f(horizon - 250)}" width="112" height="8" fill="#8b8b8b"/>
    <path d="M${f(poleX - 46)} ${f(horizon - 246)} Q${f(poleX - 400)} ${f(horizon - 180)} -20 ${f(horizon - 230)} M${f(poleX + 56)} ${f(horizon - 246)} Q${f(poleX + 300)} ${f(horizon - 190)} ${W + 20} ${f(horizon - 220)}" stroke="#4a4a4a" stroke-width="2" fill="none"/>
    ${stones.join('')}
    <rect x="${f(sx + 30)}" y="${f(sy - 200)}" width="12" height="210" fill="#5a5a5a"/><rect x="${f(sx + 178)}" y="${f(sy - 200)}" width="12" height="210" fill="#5a5a5a"/>
    <rect x="${f(sx)}" y="${f(sy - 260)}" width="220" height="120" rx="8" fill="${board}"/>
    <rect x="${f(sx + 8)}" y="${f(sy - 252)}" width="204" height="104" rx="5" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
    ${word}
    <path d="M${f(sx + 40)} ${f(sy - 165)} H${f(sx + 180)}" stroke="#fff" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/>
    <ellipse cx="${f(sx + 110)}" cy="${f(sy + 12)}" rx="110" ry="12" fill="#000" opacity="0.15"/>
    ${shrubs}
    <rect y="${H - 70}" width="${W}" height="70" fill="#5b5b5b"/>
    <path d="M0 ${H - 36} H${W}" stroke="#f2f2f2" stroke-width="6" stroke-dasharray="60 50"/>`;
}

// Houses look just as natural mirrored, which doubles the variety; the plot sign has text, so plots are not.
function maybeMirror(r: Rng, body: string): string {
  return r.next() < 0.5 ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body;
}

function svgFor(theme: DemoTheme, n: number): string {
  const r = rngFor(`${theme}:${n}`);
  const horizon = Math.round(r.range(700, 780));
  const scene =
    theme === 'plot'
      ? ground(horizon, '#c9714b', '#a9502f') + plot(r, horizon)
      : ground(horizon, '#9ccc74', '#5f9e48') + maybeMirror(r, theme === 'villa' ? villa(r, horizon) : house(r, horizon));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${sky(r, horizon)}${scene}</svg>`;
}

/** A distinct 1600×1200 JPEG illustration for demo listing `n` of a kind. */
export async function demoPhoto(theme: DemoTheme, n: number): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(theme, n))).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
