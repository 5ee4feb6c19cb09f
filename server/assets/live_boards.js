// The live boards of a round (/LANG/live/N): on every change the event stream announces
// (WHATWG HTML "Server-sent events"; EventSource reconnects by itself), every board's document
// is read again from /api/v1/rounds/N/live and drawn in place, without reload; the running
// clocks count down between reads, as the web clock does.
'use strict';
const live = document.querySelector('section.live');
let boards = [], at = 0;

function fmt(ms) {
  const t = Math.ceil(Math.max(0, ms) / 1000), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
  return (h ? h + ':' + String(m).padStart(2, '0') : m) + ':' + String(s).padStart(2, '0');
}
function row(d) { return live.querySelector('li[data-board="' + d.board + '"][data-game="' + (d.game || 1) + '"]'); }
function clocks() {
  for (const d of boards) {
    const li = row(d), c = d.clock || {};
    if (!li) continue;
    for (const s of [0, 1]) {
      const box = li.querySelector('.clock.c' + s);
      if (!c.remaining_ms) { box.textContent = ''; continue; }
      const ms = c.remaining_ms[s] - (c.running === s ? performance.now() - at : 0);
      box.textContent = fmt(ms);
      box.classList.toggle('running', c.running === s);
    }
  }
}
function take(doc) {
  boards = doc.boards;
  at = performance.now();
  for (const d of boards) {
    const li = row(d);
    if (!li) continue;
    const diagram = li.querySelector('.diagram');
    if (d.note || d.error) { // not recorded (issue 44), or the game cannot be read
      const p = document.createElement('p');
      p.className = d.note ? 'not-recorded' : 'problem';
      p.textContent = d.note || d.error;
      diagram.replaceChildren(p);
    } else {
      diagram.innerHTML = d.svg || ''; // the server's own drawing
    }
    for (const s of [0, 1]) li.querySelector('.p' + s).textContent = d.players[s].label;
    li.querySelector('.last').textContent = d.last_shown || '';
    li.querySelector('.result').textContent = d.result === '*' ? '' : d.result === '1/2' ? '\u00bd-\u00bd' : d.result;
  }
  live.dataset.version = doc.version;
  clocks();
}
async function load() {
  const r = await fetch(live.dataset.api);
  if (r.ok) take(await r.json());
}
const stream = new EventSource('api/v1/stream');
stream.addEventListener('change', ev => { if (ev.lastEventId !== live.dataset.version) load(); });
// As live.js: a page left keeps no stream open, and is read again when come back to.
window.addEventListener('pagehide', () => stream.close());
window.addEventListener('pageshow', ev => { if (ev.persisted) location.reload(); });
setInterval(clocks, 250);
load();
