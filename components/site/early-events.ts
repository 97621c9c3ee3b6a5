/*
 * Taps, keys and typing that come before React has hydrated the page, kept and given to it after.
 *
 * The page is rendered on the server, so a visitor sees the Shortlist heart, the photo arrows and
 * the tabs before the framework's scripts have run. A tap in that window reaches a button with no
 * handler and is lost (a plain Next.js page loses a tap made 500 ms after its paint on a throttled
 * phone every time). This script runs first thing in the page, inline, and holds:
 *
 *  - clicks on buttons that only work with JavaScript (`type="button"`);
 *  - a form sent that only works with JavaScript (no `action`: the browser would otherwise send it
 *    as a GET with the fields in the address), or one that does its work with JavaScript and has
 *    a server fallback (`data-js-submit`: the contact form); if the page has not hydrated
 *    SUBMIT_FALLBACK_MS after such a form was sent, it goes to its `action` after all;
 *  - keys a widget handles itself, those its `data-keys` attribute lists (the tabs' arrows);
 *  - text typed into a field (a controlled field is reset to React's state on its next render).
 *
 * It gives them back, in the order they came, once HydrationMark (hydration-mark.tsx) has set
 * `data-hydrated` on <html> from an effect, that is after React has committed the hydration: typed
 * text first (through the value setter and an input event, which React's onChange takes), then
 * one held event per HOLD_TICK_MS, so that React renders each before the next ('next photo' twice
 * moves two photos). Parts of the page React hydrates later (a Suspense boundary) are hydrated by
 * React itself on the event. While events are still being given back, new ones queue behind them.
 * Holding stops HOLD_FOR_MS after the page began, whatever happens, and the queue is dropped.
 *
 * A toggle button whose tap always flips it (`data-early-press`: the Shortlist heart) shows the
 * tap at once: its `aria-pressed` (which its look follows in CSS) is flipped when the tap is held,
 * and the tap given back later makes the same change in React's state. A tap dropped at the end of
 * holding is flipped back.
 *
 * Before hydration the language switch takes the page's own alternate for that language from the
 * head, which holds a filtered list's filters; once hydrated it adds the address bar's query itself.
 *
 * Kept to ES5 for any phone's browser, and small: it is inline in every public page.
 */
const HOLD_FOR_MS = 20_000;
const HOLD_TICK_MS = 50;
const SUBMIT_FALLBACK_MS = 5_000;

export const EARLY_EVENTS_SCRIPT = `(function(d,w){var q=[],typed=[],on=0,busy=0,t0=Date.now();
function ready(){return d.documentElement.hasAttribute('data-hydrated')}
function holding(){return Date.now()-t0<${HOLD_FOR_MS}}
function put(x,v){Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),'value').set.call(x,v);x.dispatchEvent(new Event('input',{bubbles:true}))}
function give(e){var x=e[1];busy=1;try{if(e[0]=='click')x.click();else if(e[0]=='submit'){if(x.requestSubmit)x.requestSubmit();else x.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}))}else x.dispatchEvent(new KeyboardEvent('keydown',{key:e[2],bubbles:true,cancelable:true}))}finally{busy=0}}
function flip(x){x.setAttribute('aria-pressed',x.getAttribute('aria-pressed')=='true'?'false':'true')}
function drop(){for(var j=0;j<q.length;j++)if(q[j][0]=='click'&&q[j][1].hasAttribute('data-early-press'))flip(q[j][1]);q=[];typed=[];on=0}
function tick(){if(!holding()){drop();return}if(!ready()){setTimeout(tick,${HOLD_TICK_MS});return}
if(typed.length){busy=1;try{for(var j=0;j<typed.length;j++){put(typed[j][0],'');put(typed[j][0],typed[j][1])}}finally{busy=0}typed=[]}
if(q.length)give(q.shift());if(q.length)setTimeout(tick,${HOLD_TICK_MS});else on=0}
function start(){if(!on){on=1;setTimeout(tick,0)}}
function held(){return !busy&&holding()&&(!ready()||q.length>0)}
function hold(e,a){e.preventDefault();e.stopPropagation();q.push(a);start()}
w.addEventListener('click',function(e){var x=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(x&&held()){hold(e,['click',x]);if(x.hasAttribute('data-early-press'))flip(x)}},true);
w.addEventListener('submit',function(e){var f=e.target,a;if(!f||f.tagName!='FORM'||!held())return;if(!f.hasAttribute('action'))hold(e,['submit',f]);else if(f.hasAttribute('data-js-submit')){a=['submit',f];hold(e,a);setTimeout(function(){var i=q.indexOf(a);if(!ready()&&i>=0){q.splice(i,1);f.submit()}},${SUBMIT_FALLBACK_MS})}},true);
w.addEventListener('keydown',function(e){var x=e.target,m=x&&x.closest&&x.closest('[data-keys]');if(m&&(' '+m.getAttribute('data-keys')+' ').indexOf(' '+e.key+' ')>=0&&held())hold(e,['key',x,e.key])},true);
w.addEventListener('input',function(e){var x=e.target;if(busy||ready()||!holding()||!x||!('value' in x)||x.type=='checkbox'||x.type=='radio')return;for(var j=0;j<typed.length;j++)if(typed[j][0]===x){typed[j][1]=x.value;return}typed.push([x,x.value]);start()},true);
w.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[hreflang]');if(!a||ready())return;var l=d.querySelector('link[rel="alternate"][hreflang="'+a.getAttribute('hreflang')+'"]');if(!l)return;var u=d.createElement('a');u.href=l.href;a.href=u.pathname+u.search+location.hash},true)
})(document,window)`;
