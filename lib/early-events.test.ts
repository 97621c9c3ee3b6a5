// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_EVENTS_SCRIPT } from '@/components/site/early-events';

/*
 * The inline script of components/site/early-events.ts, run as a page runs it: in a window of its
 * own (an iframe, so that each test starts with a fresh window, clock and queue), inline in the
 * body. Page handlers listen on the document, where React delegates its events.
 */

const frames: HTMLIFrameElement[] = [];

afterEach(() => {
  vi.useRealTimers();
  for (const frame of frames.splice(0)) frame.remove();
});

type Win = Window & typeof globalThis;

/** A page with this body and the script, on a clock the test moves (Date.now of that window). */
function page(body: string) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  frames.push(frame);
  const win = frame.contentWindow as Win;
  const clock = { now: 1_700_000_000_000 };
  win.Date.now = () => clock.now;
  const doc = win.document;
  doc.body.innerHTML = body;
  const script = doc.createElement('script');
  script.textContent = EARLY_EVENTS_SCRIPT;
  doc.body.prepend(script);
  /** What reached the page's (React's) handlers, in order. */
  const seen: string[] = [];
  const times: number[] = [];
  const record = (what: string) => {
    seen.push(what);
    times.push(performance.now());
  };
  doc.addEventListener('click', (e) => {
    // Links stay in the page, as the site's router would keep them.
    if ((e.target as Element).closest('a')) e.preventDefault();
    record(`click ${(e.target as Element).id}`);
  });
  doc.addEventListener('keydown', (e) => record(`key ${(e.target as Element).id} ${e.key}`));
  doc.addEventListener('submit', (e) => {
    e.preventDefault();
    record(`submit ${(e.target as Element).id}`);
  });
  doc.addEventListener('input', (e) => record(`input ${(e.target as Element).id} ${(e.target as HTMLInputElement).value}`));
  const hydrate = () => doc.documentElement.setAttribute('data-hydrated', '');
  const byId = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T;
  return { win, doc, clock, seen, times, hydrate, byId };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A key pressed on an element, as the browser dispatches it; false when something prevented it. */
function press(win: Win, target: Element, key: string) {
  return target.dispatchEvent(new win.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/** Text typed into a field: its value changes, then an input event. */
function type(win: Win, field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new win.Event('input', { bubbles: true }));
}

describe('early events', () => {
  it('holds two taps made before hydration from the page and gives them back in order, one a tick, once <html> is marked hydrated', async () => {
    const { seen, times, hydrate, byId } = page(
      '<button type="button" id="a">A</button><button type="button" id="b">B</button><button id="s">Send</button><a id="l" href="#x">link</a>',
    );
    byId('a').click();
    byId('b').click();
    // Only JavaScript buttons are held: a submit button and a link work without React.
    byId('s').click();
    byId('l').click();
    expect(seen).toEqual(['click s', 'click l']);

    await wait(200);
    expect(seen, 'nothing is given back before the mark').toEqual(['click s', 'click l']);
    hydrate();
    await vi.waitFor(() => expect(seen).toEqual(['click s', 'click l', 'click a', 'click b']));
    // A tick between them, so that React renders the first before the second comes.
    expect(times[3] - times[2]).toBeGreaterThanOrEqual(40);
  });

  it('gives back the same button tapped twice twice', async () => {
    const { seen, hydrate, byId } = page('<div><button type="button" id="next"><span id="icon">›</span></button></div>');
    byId('icon').click();
    byId('next').click();
    hydrate();
    // Given back on the button itself, whatever inside it was tapped.
    await vi.waitFor(() => expect(seen).toEqual(['click next', 'click next']));
    await wait(150);
    expect(seen).toHaveLength(2);
  });

  it('queues a tap made while held ones are being given back behind them', async () => {
    const { seen, hydrate, byId } = page(
      '<button type="button" id="a">A</button><button type="button" id="b">B</button><button type="button" id="c">C</button>',
    );
    byId('a').click();
    byId('b').click();
    hydrate();
    await vi.waitFor(() => expect(seen).toEqual(['click a']));
    byId('c').click();
    expect(seen, 'held while B is still to come').toEqual(['click a']);
    await vi.waitFor(() => expect(seen).toEqual(['click a', 'click b', 'click c']));
  });

  it('leaves a hydrated page alone: with nothing held, a tap reaches it at once', () => {
    const { win, seen, hydrate, byId } = page(
      '<button type="button" id="a">A</button><form id="f"><input id="q"></form><form id="c" method="post" action="/contact/send" data-js-submit></form>',
    );
    hydrate();
    byId('a').click();
    expect(seen).toEqual(['click a']);
    for (const id of ['f', 'c']) byId(id).dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }));
    expect(seen).toEqual(['click a', 'submit f', 'submit c']);
  });

  it('holds the keys a widget lists in data-keys, lets other keys through, and gives them back with their key and target', async () => {
    const { win, seen, hydrate, byId } = page(
      '<div role="tablist" data-keys="ArrowDown ArrowUp Home"><button type="button" id="t1">1</button><button type="button" id="t2">2</button></div><button type="button" id="out">x</button>',
    );
    expect(press(win, byId('t1'), 'ArrowDown'), 'held, its default prevented').toBe(false);
    expect(press(win, byId('t2'), 'Home')).toBe(false);
    // Not listed, or outside the widget: the browser's and the page's as ever.
    expect(press(win, byId('t1'), 'ArrowRight')).toBe(true);
    expect(press(win, byId('t1'), 'Tab')).toBe(true);
    expect(press(win, byId('out'), 'ArrowDown')).toBe(true);
    expect(seen).toEqual(['key t1 ArrowRight', 'key t1 Tab', 'key out ArrowDown']);
    hydrate();
    await vi.waitFor(() => expect(seen.slice(3)).toEqual(['key t1 ArrowDown', 'key t2 Home']));
  });

  it('holds a tap and a key in the order they came', async () => {
    const { win, seen, hydrate, byId } = page('<div data-keys="ArrowRight"><button type="button" id="next">›</button></div>');
    press(win, byId('next'), 'ArrowRight');
    byId('next').click();
    press(win, byId('next'), 'ArrowRight');
    hydrate();
    await vi.waitFor(() => expect(seen).toEqual(['key next ArrowRight', 'click next', 'key next ArrowRight']));
  });

  it('holds a form sent without an action (the browser would send it as a GET) and sends it once hydrated; a form with an action goes', async () => {
    const { win, seen, hydrate, byId } = page('<form id="js"><input name="m"></form><form id="plain" action="/search"><input name="q"></form>');
    const submit = (id: string) => byId('js').ownerDocument.getElementById(id)!.dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }));
    expect(submit('js'), 'held, the GET prevented').toBe(false);
    expect(seen).toEqual([]);
    submit('plain');
    expect(seen).toEqual(['submit plain']);
    hydrate();
    await vi.waitFor(() => expect(seen).toEqual(['submit plain', 'submit js']));
    await wait(150);
    expect(seen).toHaveLength(2);
  });

  it('holds a form that works with JavaScript and has a server fallback (data-js-submit), and sends it with JavaScript once hydrated', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { win, seen, hydrate, byId } = page('<form id="c" method="post" action="/contact/send" data-js-submit><input name="m"></form>');
    const form = byId<HTMLFormElement>('c');
    const toServer = vi.fn();
    form.submit = toServer;
    expect(form.dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true })), 'held, the POST prevented').toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    hydrate();
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['submit c']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(toServer, 'not sent to the server as well').not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('sends a held form with a server fallback to its action if the page has not hydrated 5 s after, and not again once hydrated', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { win, seen, hydrate, byId } = page('<form id="c" method="post" action="/contact/send" data-js-submit><input name="m"></form>');
    const form = byId<HTMLFormElement>('c');
    const toServer = vi.fn();
    form.submit = toServer;
    form.dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(4900);
    expect(toServer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(toServer).toHaveBeenCalledTimes(1);
    hydrate();
    await vi.advanceTimersByTimeAsync(500);
    expect(seen, 'dropped from the queue').toEqual([]);
  });

  it('keeps text typed before hydration and gives it back through the value setter and an input event, before the held taps', async () => {
    const { win, seen, hydrate, byId } = page(
      '<form id="f"><input id="name"><textarea id="msg"></textarea><input type="checkbox" id="ok"><button type="button" id="go">Go</button></form>',
    );
    const name = byId<HTMLInputElement>('name');
    const msg = byId<HTMLTextAreaElement>('msg');
    type(win, name, 'Ann');
    type(win, name, 'Anne');
    type(win, msg, 'Hello');
    byId('go').click();
    // Input events are not held: the field shows the text, and before hydration no handler keeps it.
    const before = seen.length;
    // Hydration renders each controlled field with React's state, which knows nothing of it.
    name.value = '';
    msg.value = '';
    hydrate();
    await vi.waitFor(() => expect(seen).toContain('click go'));
    const after = seen.slice(before);
    expect(after.filter((s) => s.startsWith('input name')).at(-1)).toBe('input name Anne');
    expect(after.filter((s) => s.startsWith('input msg')).at(-1)).toBe('input msg Hello');
    expect(after.indexOf('input msg Hello')).toBeLessThan(after.indexOf('click go'));
    expect(name.value).toBe('Anne');
    expect(msg.value).toBe('Hello');
  });

  it('does not touch typing once hydrated', async () => {
    const { win, seen, hydrate, byId } = page('<input id="name">');
    hydrate();
    const name = byId<HTMLInputElement>('name');
    type(win, name, 'Late');
    name.value = 'Reset by React';
    await wait(150);
    expect(seen).toEqual(['input name Late']);
    expect(name.value).toBe('Reset by React');
  });

  it('holds nothing 20 s after the page began, and drops what it still held', async () => {
    const { win, clock, seen, hydrate, byId } = page(
      '<div data-keys="ArrowRight"><button type="button" id="a">A</button></div><form id="f"></form>',
    );
    byId('a').click();
    clock.now += 20_000;
    await wait(120);
    // Not hydrated 20 s on: the page is as the browser and the server made it.
    byId('a').click();
    expect(press(win, byId('a'), 'ArrowRight')).toBe(true);
    expect(byId('f').dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(seen).toEqual(['click a', 'key a ArrowRight', 'submit f']);
    hydrate();
    await wait(200);
    expect(seen, 'the tap held at the start is not given back').toHaveLength(3);
  });

  it('still holds just before 20 s', () => {
    const { clock, seen, byId } = page('<button type="button" id="a">A</button>');
    clock.now += 19_900;
    byId('a').click();
    expect(seen).toEqual([]);
  });

  it('shows a held tap on a toggle that always flips (data-early-press) at once, and leaves the rest to the replay', async () => {
    const { seen, hydrate, byId } = page('<button type="button" id="h" aria-pressed="false" data-early-press>♥</button><button type="button" id="o" aria-pressed="false">x</button>');
    byId('h').click();
    byId('o').click();
    expect(byId('h').getAttribute('aria-pressed')).toBe('true');
    expect(byId('o').getAttribute('aria-pressed'), 'only toggles that say they always flip').toBe('false');
    byId('h').click();
    expect(byId('h').getAttribute('aria-pressed'), 'a second tap flips it back').toBe('false');
    hydrate();
    await wait(250);
    // The replayed taps reach React, which makes the same changes in its state; the script adds none.
    expect(seen).toEqual(['click h', 'click o', 'click h']);
    expect(byId('h').getAttribute('aria-pressed')).toBe('false');
  });

  it('flips a held toggle back when the tap is dropped at the end of holding', async () => {
    const { clock, byId } = page('<button type="button" id="h" aria-pressed="false" data-early-press>♥</button>');
    byId('h').click();
    expect(byId('h').getAttribute('aria-pressed')).toBe('true');
    clock.now += 20_000;
    await wait(120);
    expect(byId('h').getAttribute('aria-pressed'), 'nothing saved it: it shows as it is').toBe('false');
  });
});
