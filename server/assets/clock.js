// The web clock of one board: the state from /api/v1/rounds/N/boards/B/clock, the acts posted
// there with the token of the page's address (#token=...), another device's press, the
// arbiter's stop or a flag the server noted through the event stream.
'use strict';
const page = document.body.dataset;
const api = page.api;
const token = (location.hash.match(/token=([^&]+)/) || [])[1] || '';
const $ = id => document.getElementById(id);
let state = null, at = 0;

function left(s) {
  let ms = state.remaining_ms ? state.remaining_ms[s] : 0;
  if (state.running === s) ms -= performance.now() - at;
  return Math.max(0, ms);
}
function fmt(ms) {
  const t = Math.ceil(ms / 1000), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
  return (h ? h + ':' + String(m).padStart(2, '0') : m) + ':' + String(s).padStart(2, '0');
}
function draw() {
  if (!state) return;
  for (const s of [0, 1]) {
    const ms = left(s);
    $('time' + s).textContent = fmt(ms);
    $('name' + s).textContent = state.players[s];
    const b = $('side' + s);
    b.classList.toggle('running', state.running === s);
    b.classList.toggle('flag', ms <= 0);
  }
  $('start').hidden = state.started;
  $('pause').hidden = !state.started || state.paused;
  $('resume').hidden = !state.paused;
  for (const s of [0, 1]) $('add' + s).hidden = !state.started;
}
function take(s) { state = s; at = performance.now(); draw(); }
async function load() { const r = await fetch(api); if (r.ok) take(await r.json()); }
// The refusals (not started, not this side's clock ...) come in the page's language.
async function act(body) {
  const r = await fetch(api + '?lang=' + document.documentElement.lang, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Authorization': 'Bearer ' + token},
    body: JSON.stringify(body)});
  const j = await r.json();
  if (r.ok) { $('message').textContent = ''; take(j); } else $('message').textContent = j.error.message;
}
$('start').addEventListener('click', () => act({action: 'start'}));
for (const s of [0, 1])
  $('side' + s).addEventListener('click', () => { if (state && state.running === s) act({action: 'press', side: s}); });
$('pause').addEventListener('click', () => act({action: 'pause'}));
$('resume').addEventListener('click', () => act({action: 'resume'}));
for (const s of [0, 1])
  $('add' + s).addEventListener('click', () => {
    const v = prompt(page.addPrompt);
    if (v !== null && Number(v)) act({action: 'add', side: s, delta_ms: Math.round(Number(v) * 1000)});
  });
const stream = new EventSource('api/v1/stream');
stream.addEventListener('change', load);
// As live.js: a page left keeps no stream open (a browser has few connections per server).
window.addEventListener('pagehide', () => stream.close());
window.addEventListener('pageshow', ev => { if (ev.persisted) location.reload(); });
setInterval(draw, 100);
load();
// Issue 44: a token refused (its round over, revoked, expired) says so on opening, not at the
// first press; asked again while the server is busy or the network away.
function ask() {
  if (!token) return;
  fetch('api/v1/token?lang=' + document.documentElement.lang, {headers: {'Authorization': 'Bearer ' + token}})
    .then(r => {
      if (r.status === 429 || r.status >= 500) throw new Error(String(r.status));
      return r.json().catch(() => null).then(j => ({ok: r.ok, j: j}));
    })
    .then(({ok, j}) => {
      const why = !ok ? (j && j.error ? j.error.message : '') : (j && j.round_over ? j.round_over.message : '');
      if (why) $('message').textContent = why;
    })
    .catch(() => setTimeout(ask, 1000));
}
ask();
