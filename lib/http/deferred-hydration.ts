import { createHash } from 'node:crypto';

/*
 * Public pages hydrate after their largest photo is painted, not before.
 *
 * Next.js writes its framework and page chunks as `<script async>` (about 150 kB gzip) and
 * preloads its bootstrap chunk. Async scripts run as soon as they arrive, so on a fast link they
 * run before the first paint, and on a slow one their download competes with the page's photo: a
 * buyer on 4G waits for them. Lighthouse's estimate of a slow phone counts every script that
 * finished downloading before the largest paint as needed for it, unless it sees the script run
 * afterwards (measured: LCP 2.0 to 2.6 s with the scripts fetched early, whether they ran early
 * or late). The page needs none of them to be read: it is rendered on the server, and its links
 * and the filter form work without JavaScript.
 *
 * So the scripts and their preloads are taken out of the page, and a small loader adds the
 * scripts, in their order, once the page's priority photo has been painted (at once if it has
 * none), on the first tap or key press, and at the latest after LOADER_TIMEOUT_MS: their download
 * starts after the photo's. Scripts with `noModule` (polyfills that modern browsers skip) and
 * scripts from elsewhere stay as they are.
 */

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const PRELOAD_TAG = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*>/g;
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;
const LOADER_TIMEOUT_MS = 3000;

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[name] ?? _);
}

function attributesOf(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) out[name] = decodeAttribute(value ?? '');
  return out;
}

/*
 * The loader, as it runs in the browser (kept to ES5 for any phone's browser). `s` is the list of
 * scripts' attributes. It waits for the priority photo's largest-contentful-paint entry, or for the
 * photo to be loaded and decoded and one frame after it, then adds the scripts.
 *
 * A tap on a button that only works with JavaScript (`type="button"`), or a form sent that only
 * works with JavaScript (no `action`: the browser would reload the page with the fields in its
 * address), before React has taken it over would be lost. So such clicks and submits are held and
 * replayed once React has hydrated that element: once React has committed the page's hydration
 * (components/site/hydration-mark.tsx marks the document; React puts its `__reactProps$…` key on
 * an element while it renders, before it commits, and an event in between was lost) and the
 * element has that key (a part hydrated later has not). Links and the GET forms work without JavaScript and are left alone.
 * What a visitor types meanwhile is noted too: React's state does not know it, and a field it
 * controls is reset to that state on its next render. So once React has hydrated such a field, the
 * typed text is set again through the native setter with an input event (cleared first, so React
 * sees a change whatever the field shows), which React's onChange takes, before any held form is
 * sent again. Holding stops REPLAY_FOR_MS after the scripts were added, whatever happens.
 *
 * Keys a widget handles itself (those its `data-keys` attribute lists: the side tabs' arrows, Home
 * and End, the photo carousel's left and right arrows) are held the same way and dispatched
 * again, in order, on the element they were pressed on once React has hydrated it, one a replay
 * tick so that React renders the first key's move before the next key is read (a key dispatched
 * again is not trusted, and passes: held again, it went round the queue). The first key
 * pressed is what starts the scripts, so without this a keyboard user's first arrow on the
 * privacy policy's tabs was lost (e2e, now and then on a loaded machine: the tab did not move).
 *
 * The language switch (a link with `hreflang`) is rendered with the page's path only; once
 * hydrated it adds the address bar's query and fragment. Before that, a click takes the page's own
 * alternate for that language from the head (which holds the filters), so a filtered list keeps
 * its filters in the other language.
 */
const REPLAY_FOR_MS = 10_000;
export const LOADER = `(function(d,w){var c=d.currentScript,s=JSON.parse(c&&c.getAttribute('data-scripts')||'[]'),n=0,q=[],typed=[],keys=[],i=d.querySelector('img[fetchpriority="high"]'),P=w.PerformanceObserver,t0;
function go(){if(n)return;n=1;t0=Date.now();for(var j=0;j<s.length;j++){var e=d.createElement('script'),a=s[j];for(var k in a)e.setAttribute(k,a[k]);e.async=false;d.body.appendChild(e)}}
function later(t){setTimeout(go,t)}
function painted(){w.requestAnimationFrame(function(){later(100)})}
function ready(){i.decode?i.decode().then(painted,painted):painted()}
function live(b){if(!d.documentElement.hasAttribute('data-hydrated'))return 0;var k=Object.keys(b);for(var j=0;j<k.length;j++)if(k[j].indexOf('__reactProps')===0)return 1;return 0}
function holding(){return !n||Date.now()-t0<${REPLAY_FOR_MS}}
function again(x){if(x.tagName!='FORM')x.click();else if(x.requestSubmit)x.requestSubmit();else x.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}))}
function put(x,v){Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),'value').set.call(x,v);x.dispatchEvent(new Event('input',{bubbles:true}))}
function restore(){var r=[],c=0;for(var j=0;j<typed.length;j++){var x=typed[j][0],v=typed[j][1];if(!live(x))r.push(typed[j]);else{put(x,'');put(x,v);c=1}}typed=holding()?r:[];return c}
function press(){if(keys.length&&live(keys[0][0])){var k=keys.shift();k[0].dispatchEvent(new KeyboardEvent('keydown',{key:k[1],bubbles:true,cancelable:true}))}if(!holding())keys=[]}
function replay(){if(!restore()){var r=[];for(var j=0;j<q.length;j++)live(q[j])?again(q[j]):r.push(q[j]);q=holding()?r:[];press()}if(q.length||typed.length||keys.length)setTimeout(replay,50)}
function start(){if(q.length+typed.length+keys.length==1)setTimeout(replay,50)}
function hold(e,x){if(!x||live(x)||!holding())return;e.preventDefault();e.stopPropagation();if(q.indexOf(x)<0){q.push(x);start()}go()}
w.addEventListener('input',function(e){var x=e.target;if(!x||!('value' in x)||x.type=='checkbox'||x.type=='radio'||live(x)||!holding())return;for(var j=0;j<typed.length;j++)if(typed[j][0]===x){typed[j][1]=x.value;return}typed.push([x,x.value]);start();go()},true);
w.addEventListener('click',function(e){hold(e,e.target&&e.target.closest&&e.target.closest('button[type="button"]'))},true);
w.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[hreflang]');if(!a||live(a))return;var l=d.querySelector('link[rel="alternate"][hreflang="'+a.getAttribute('hreflang')+'"]');if(!l)return;var u=d.createElement('a');u.href=l.href;a.href=u.pathname+u.search+location.hash},true);
w.addEventListener('keydown',function(e){var x=e.target,m=x&&x.closest&&x.closest('[data-keys]');if(!m||e.isTrusted===false||(' '+m.getAttribute('data-keys')+' ').indexOf(' '+e.key+' ')<0||(live(x)&&!keys.length)||!holding())return;e.preventDefault();e.stopPropagation();keys.push([x,e.key]);start();go()},true);
w.addEventListener('submit',function(e){var f=e.target;hold(e,f&&f.tagName=='FORM'&&!f.hasAttribute('action')?f:null)},true);
if(!i)painted();else{if(P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0)new P(function(l,o){var x=l.getEntries();for(var j=0;j<x.length;j++)if(x[j].element===i){o.disconnect();later(0)}}).observe({type:'largest-contentful-paint',buffered:true});
if(i.complete)ready();else{i.addEventListener('load',ready);i.addEventListener('error',go)}}
later(${LOADER_TIMEOUT_MS});var u=['pointerdown','keydown','touchstart'];for(var j=0;j<u.length;j++)w.addEventListener(u[j],go,{once:true,passive:true,capture:true})})(document,window)`;

/*
 * The loader is a file of its own, named by its content and cached for a year, rather than inline:
 * about 3.4 kB that every page would carry again (half of what a page's HTML may hold above its
 * markup), against one small request, made once, that starts with the stylesheet's and the photo's.
 * The page names its scripts in the loader's data-scripts attribute.
 */
export const LOADER_PATH = `/hydrate-${createHash('sha256').update(LOADER).digest('hex').slice(0, 10)}.js`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with its framework scripts loaded after the first paint of its photo (see above). */
export function deferHydration(html: string): string {
  const scripts: Record<string, string>[] = [];
  let changed = html.replace(SCRIPT_TAG, (tag, source: string) => {
    const attrs = attributesOf(source);
    if (!attrs.src?.startsWith('/_next/static/') || 'noModule' in attrs || 'nomodule' in attrs || !('async' in attrs)) return tag;
    delete attrs.async;
    scripts.push(attrs);
    return '';
  });
  if (!scripts.length) return html;
  const deferred = new Set(scripts.map((s) => s.src));
  changed = changed.replace(PRELOAD_TAG, (tag, href: string) => (deferred.has(decodeAttribute(href)) ? '' : tag));
  const loader = `<script src="${LOADER_PATH}" async="" data-scripts="${escapeAttribute(JSON.stringify(scripts))}"></script>`;
  const end = changed.lastIndexOf('</body>');
  return end >= 0 ? changed.slice(0, end) + loader + changed.slice(end) : changed + loader;
}

/** The addresses of the scripts a page's loader adds (empty when it has none): what it loads after the paint. */
export function deferredScripts(html: string): string[] {
  const m = /<script src="\/hydrate-[0-9a-f]+\.js" async="" data-scripts="([^"]*)"><\/script>/.exec(html);
  return m ? (JSON.parse(decodeAttribute(m[1])) as { src: string }[]).map((s) => s.src) : [];
}
