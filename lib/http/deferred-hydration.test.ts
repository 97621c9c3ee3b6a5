import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration, deferredScripts, LOADER, LOADER_PATH } from './deferred-hydration';

// The shape Next.js 16 writes: async chunks in the head, the bootstrap chunk (preloaded in the
// head) at the end of the body among the inline payload scripts, and a noModule polyfill.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js?v=1&amp;x=2" async=""></script>',
  '<title>Villas</title></head><body><h1>Villas</h1>',
  '<img src="/uploads/1.webp" fetchPriority="high" alt="A villa"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script>',
  '<script src="https://elsewhere.example/x.js" async=""></script>',
  '</body></html>',
].join('');

describe('deferHydration', () => {
  const out = deferHydration(page);

  it('leaves no framework script for the parser to run', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|main)/);
  });

  it('takes out the preloads of the deferred scripts, so their download starts after the photo', () => {
    expect(out).not.toContain('rel="preload" as="script"');
    expect(deferHydration(page.replace('/chunks/main.js"/>', '/chunks/other.js"/>'))).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>');
  });

  it('keeps noModule polyfills, inline payload scripts and scripts from elsewhere as they were', () => {
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(out).toContain('<script src="https://elsewhere.example/x.js" async=""></script>');
  });

  /** The loader element's data-scripts, as the browser reads the attribute. */
  const dataScripts = (html: string) => {
    const m = /<script src="([^"]+)" async="" data-scripts="([^"]*)"><\/script><\/body><\/html>$/.exec(html);
    if (!m) return null;
    expect(m[1]).toBe(LOADER_PATH);
    return m[2].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  };

  it('adds one loader as the body’s last element, listing the scripts in their order with their attributes', () => {
    expect(LOADER_PATH).toMatch(/^\/hydrate-[0-9a-f]{10}\.js$/);
    const list = JSON.parse(dataScripts(out)!) as Record<string, string>[];
    expect(deferredScripts(out)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2', '/_next/static/chunks/main.js']);
    expect(list).toEqual([
      { src: '/_next/static/chunks/a.js' },
      { src: '/_next/static/chunks/b.js?v=1&x=2' },
      { src: '/_next/static/chunks/main.js', id: '_R_' },
    ]);
  });

  /** Runs the loader against a tiny fake DOM; timers run when the test says. */
  function runLoader(imgComplete = true) {
    const scripts = dataScripts(out);
    const added: string[] = [];
    const listeners: Record<string, (e: unknown) => void> = {};
    const img = { complete: imgComplete, decode: () => Promise.resolve(), addEventListener: (t: string, f: () => void) => (listeners[`img:${t}`] = f) };
    let hydrated = false;
    const document = {
      currentScript: { getAttribute: (name: string) => (name === 'data-scripts' ? scripts : null) },
      documentElement: { hasAttribute: (name: string) => name === 'data-hydrated' && hydrated },
      querySelector: (q: string) => (q === 'img[fetchpriority="high"]' ? img : null),
      createElement: () => {
        const attrs: Record<string, string> = {};
        return { setAttribute: (k: string, v: string) => (attrs[k] = v), attrs };
      },
      body: { appendChild: (e: { attrs: Record<string, string> }) => added.push(e.attrs.src) },
    };
    let timers: (() => void)[] = [];
    const window = {
      requestAnimationFrame: (f: () => void) => f(),
      // Several listeners of one type (the loader has two for clicks): each is called in turn.
      addEventListener: (t: string, f: (e: unknown) => void) => {
        const before = listeners[t];
        listeners[t] = before ? (e) => (before(e), f(e)) : f;
      },
    };
    vm.runInNewContext(LOADER, { document, window, setTimeout: (f: () => void) => timers.push(f), Promise, Object, Date, JSON, Event: class { constructor(public type: string) {} }, KeyboardEvent: class { constructor(public type: string, public init: { key: string }) {} } });
    const tick = async () => {
      await Promise.resolve();
      await Promise.resolve();
      const due = timers;
      timers = [];
      due.forEach((f) => f());
    };
    /** React has committed the hydration (components/site/hydration-mark.tsx). */
    const committed = () => (hydrated = true);
    return { added, listeners, tick, committed };
  }

  it('is valid JavaScript that adds the scripts in order once the photo is painted', async () => {
    const { added, tick } = runLoader();
    expect(added).toEqual([]);
    await tick();
    expect(added).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2', '/_next/static/chunks/main.js']);
  });

  it('holds a tap on a JavaScript-only button until React has hydrated it, then replays it; links pass', async () => {
    const { added, listeners, tick, committed } = runLoader(false);
    const clicks: string[] = [];
    const button: Record<string, unknown> = { click: () => clicks.push('replayed') };
    let prevented = 0;
    const tap = (target: unknown) => listeners.click({ target, preventDefault: () => prevented++, stopPropagation: () => {} });
    tap({ closest: (sel: string) => (sel === 'button[type="button"]' ? button : null) });
    expect(prevented).toBe(1);
    expect(added).toHaveLength(3); // the tap loads the scripts at once
    await tick();
    expect(clicks).toEqual([]); // not hydrated yet: still held
    button['__reactProps$abc'] = {};
    await tick();
    expect(clicks).toEqual([]); // rendered by React but not committed: still held
    committed();
    await tick();
    expect(clicks).toEqual(['replayed']);
    tap({ closest: () => null }); // a link or text: nothing held
    expect(prevented).toBe(1);
  });

  it('holds the keys a widget lists in data-keys until React has hydrated it, then dispatches them in order, one a tick; other keys pass', async () => {
    const { added, listeners, tick, committed } = runLoader(false);
    const tabs = { getAttribute: (name: string) => (name === 'data-keys' ? 'ArrowUp ArrowDown Home End' : null) };
    const sent: string[] = [];
    const tab: Record<string, unknown> = {
      closest: (sel: string) => (sel === '[data-keys]' ? tabs : null),
      // As in a browser, a dispatched event goes through the window's capturing listeners first.
      dispatchEvent: (e: { type: string; init: { key: string } }) => {
        let stopped = false;
        listeners.keydown({ key: e.init.key, target: tab, isTrusted: false, preventDefault: () => {}, stopPropagation: () => (stopped = true) });
        if (!stopped) sent.push(`${e.type} ${e.init.key}`);
      },
    };
    let prevented = 0;
    const press = (key: string, target: unknown = tab) => listeners.keydown({ key, target, preventDefault: () => prevented++, stopPropagation: () => {} });
    press('ArrowDown');
    press('Tab'); // not one the tabs handle: the browser moves focus as ever
    press('End');
    press('ArrowDown', { closest: () => null }); // outside any widget: scrolls the page
    expect(prevented).toBe(2);
    expect(added).toHaveLength(3); // the first key loads the scripts at once
    await tick();
    expect(sent).toEqual([]); // not hydrated yet: still held
    tab['__reactProps$abc'] = {};
    committed();
    await tick();
    expect(sent).toEqual(['keydown ArrowDown']);
    press('Home'); // hydrated, but keys before it are still held: it waits its turn
    expect(prevented).toBe(3);
    await tick();
    await tick();
    expect(sent).toEqual(['keydown ArrowDown', 'keydown End', 'keydown Home']);
    press('ArrowUp'); // nothing held: React has it directly
    expect(prevented).toBe(3);
  });

  it('before hydration, the language switch takes the head’s alternate for its language (with the filters)', () => {
    const out2 = deferHydration(page.replace('<title>', '<link rel="alternate" hrefLang="ta" href="https://site.example/ta/villas?bedrooms=3"/><title>'));
    const scripts = dataScripts(out2);
    const clicks: ((e: unknown) => void)[] = [];
    const link = { href: '/ta/villas', getAttribute: () => 'ta' } as Record<string, unknown>;
    const document = {
      currentScript: { getAttribute: () => scripts },
      documentElement: { hasAttribute: () => false },
      querySelector: (q: string) => (q === 'link[rel="alternate"][hreflang="ta"]' ? { href: 'https://site.example/ta/villas?bedrooms=3' } : null),
      createElement: () => {
        const u: Record<string, string> = {};
        return Object.defineProperty(u, 'href', { set: (v: string) => Object.assign(u, { pathname: new URL(v).pathname, search: new URL(v).search }) });
      },
      body: { appendChild: () => {} },
    };
    const window = { requestAnimationFrame: () => {}, addEventListener: (t: string, f: (e: unknown) => void) => t === 'click' && clicks.push(f) };
    vm.runInNewContext(LOADER, { document, window, location: { hash: '#map' }, setTimeout: () => {}, Promise, Object, Date, JSON });
    for (const f of clicks) f({ target: { closest: (sel: string) => (sel === 'a[hreflang]' ? link : null) } });
    expect(link.href).toBe('/ta/villas?bedrooms=3#map');
  });

  it('holds a JavaScript-only form (no action) sent before hydration and sends it again once hydrated, with what was typed; GET forms pass', async () => {
    const { listeners, tick, committed } = runLoader(false);
    const sent: string[] = [];
    const events: string[] = [];
    class Input {
      current = '';
      get value() {
        return this.current;
      }
      set value(v: string) {
        this.current = v;
      }
      dispatchEvent(e: { type: string }) {
        events.push(`${e.type}:${this.current}`);
      }
    }
    const name = new Input() as Input & Record<string, unknown>;
    name.value = 'Early Visitor';
    listeners.input({ target: name });
    const form: Record<string, unknown> = { tagName: 'FORM', hasAttribute: () => false, requestSubmit: () => sent.push('again') };
    const getForm = { tagName: 'FORM', hasAttribute: (a: string) => a === 'action' };
    let prevented = 0;
    const submit = (target: unknown) => listeners.submit({ target, preventDefault: () => prevented++, stopPropagation: () => {} });
    submit(getForm);
    expect(prevented).toBe(0);
    submit(form);
    expect(prevented).toBe(1);
    await tick();
    expect(sent).toEqual([]);
    // Hydration: React takes both over and resets the field to its empty state.
    form['__reactProps$x'] = {};
    name['__reactProps$x'] = {};
    committed();
    name.value = '';
    await tick();
    expect(name.value).toBe('Early Visitor');
    expect(events).toEqual(['input:', 'input:Early Visitor']);
    expect(sent).toEqual([]); // sent on the next turn, once React has the typed text
    await tick();
    expect(sent).toEqual(['again']);
  });

  it('cannot be made to leave its attribute by a script address', () => {
    const hostile = deferHydration('<html><head><script src="/_next/static/x.js?&quot;&gt;&lt;/script&gt;&amp;" async=""></script></head><body></body></html>');
    const loader = hostile.slice(hostile.lastIndexOf('<script'));
    expect(loader).toMatch(/^<script src="[^"]+" async="" data-scripts="[^"<]*"><\/script><\/body><\/html>$/);
    expect(deferredScripts(hostile)).toEqual(['/_next/static/x.js?"></script>&']);
  });

  it('returns a page without framework scripts unchanged', () => {
    const plain = '<html><head></head><body><p>Hello</p></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
