// The game viewer (server/game_page.hpp): the moves and the buttons step through the game without
// reload, each position asked of /api/v1/rounds/N/boards/B/positions?ply=K once and kept; the
// keys ←/→ step, Home/End jump; a change of the event (a move logged while the game is played)
// reloads the moves, at the ply shown, or at the new last one when the last was shown.
'use strict';
const main = document.getElementById('content');
const seen = new Map(); // "ply/flip" -> {svg, title, known}
let asked = null; // the AbortController of the position being fetched

const viewer = () => document.getElementById('viewer');
const state = () => {
  const v = viewer();
  return v ? {api: v.dataset.api, lang: v.dataset.lang, ply: Number(v.dataset.ply), last: Number(v.dataset.last),
    flipped: v.dataset.flipped === '1'} : null;
};

// The address of the page at `ply` (kept by the browser, so a reload or a shared link shows it).
function address(s) {
  const q = new URLSearchParams(location.search);
  q.set('ply', s.ply);
  if (s.flipped) q.set('flip', '1'); else q.delete('flip');
  return location.pathname + '?' + q.toString();
}

function draw(s, p) {
  const figure = document.getElementById('diagram');
  if (p.known) figure.innerHTML = p.svg;
  else {
    const note = document.createElement('p');
    note.className = 'unknown';
    note.textContent = viewer().dataset.unknown;
    figure.replaceChildren(note);
  }
  document.getElementById('ply-title').textContent = p.title;
  for (const a of document.querySelectorAll('#moves a.move'))
    a.classList.toggle('current', Number(a.dataset.ply) === s.ply);
  const current = document.querySelector('#moves a.current');
  if (current) current.scrollIntoView({block: 'nearest'});
  const to = {first: 0, back: Math.max(0, s.ply - 1), forward: Math.min(s.last, s.ply + 1), last: s.last};
  for (const id in to) {
    const a = document.getElementById(id);
    a.dataset.ply = to[id];
    a.href = address({ply: to[id], flipped: s.flipped});
  }
  document.getElementById('flip').href = address({ply: s.ply, flipped: !s.flipped});
  history.replaceState(null, '', address(s));
}

async function show(ply, flipped) {
  const s = state();
  if (!s) return;
  s.ply = Math.max(0, Math.min(s.last, ply));
  s.flipped = flipped;
  const v = viewer();
  v.dataset.ply = s.ply;
  v.dataset.flipped = s.flipped ? '1' : '0';
  const key = s.ply + '/' + (s.flipped ? 1 : 0);
  let p = seen.get(key);
  if (!p) {
    if (asked) asked.abort();
    const mine = asked = new AbortController();
    try {
      const r = await fetch(s.api + '&ply=' + s.ply + (s.flipped ? '&flip=1' : '') + '&lang=' + s.lang,
                            {signal: mine.signal});
      if (!r.ok) return;
      p = await r.json();
    } catch (e) {
      return; // a newer step asked for another position, or the server is away
    } finally {
      if (asked === mine) asked = null;
    }
    if (seen.size > 600) seen.clear(); // a long game seen both ways: start again rather than grow
    seen.set(key, p);
  }
  if (Number(viewer().dataset.ply) === s.ply && (viewer().dataset.flipped === '1') === s.flipped) draw(s, p);
}

main.addEventListener('click', ev => {
  const s = state();
  const a = ev.target.closest('a');
  if (!s || !a || !viewer().contains(a)) return;
  if (a.id === 'flip') {
    ev.preventDefault();
    show(s.ply, !s.flipped);
  } else if (a.dataset.ply !== undefined) {
    ev.preventDefault();
    show(Number(a.dataset.ply), s.flipped);
  }
});

document.addEventListener('keydown', ev => {
  const s = state();
  if (!s || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const to = {ArrowLeft: s.ply - 1, ArrowRight: s.ply + 1, Home: 0, End: s.last}[ev.key];
  if (to === undefined) return;
  ev.preventDefault();
  show(to, s.flipped);
});

// WHATWG HTML "Server-sent events", as live.js: a newer version of the event reloads the moves.
const stream = new EventSource('api/v1/stream');
stream.addEventListener('change', ev => {
  if (ev.lastEventId === main.dataset.version) return;
  const s = state();
  const q = new URLSearchParams(location.search);
  q.set('part', 'main');
  if (s && s.ply >= s.last) q.delete('ply'); // at the end: follow the game to its new end
  fetch(location.pathname + '?' + q.toString())
    .then(r => (r.ok ? r.text() : null))
    .then(t => {
      if (t === null) return;
      seen.clear(); // a record replaced or a move taken back changes what a ply shows
      main.innerHTML = t;
      main.dataset.version = ev.lastEventId;
    });
});
window.addEventListener('pagehide', () => stream.close());
window.addEventListener('pageshow', ev => { if (ev.persisted) location.reload(); });
