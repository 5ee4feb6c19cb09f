// The electronic scoresheet of one board (/LANG/board/N/B#token=...): the board's game from
// /api/v1/rounds/N/boards/B/game (drawn by the server, its squares tappable), a move posted to
// .../moves with the token of the page's address. The legal continuations of the squares tapped
// come from the plugin's move records in the document; a move that is none of them is sent only
// once the player confirms it was made on the board (it is then recorded as made). Another
// device's move, a press on the clock page, the arbiter's decision arrive through the event
// stream. The page's words come from the server, in its language (data-says-*).
// Issue 44: the board's result buttons in the event's scale (the forfeits for an arbiter only;
// a board's token enters a result once), a draw agreed and a resignation; for an arbiter's or
// the chief's token the undo of a mis-tapped move and the ruling on a claim
// (scoresheet_acts.hpp). A C.04.2 confirmation appears beside the result buttons, in view. A
// refused token says why (its round over, revoked, expired). A player's result, a draw and a
// resignation are asked once more (#confirm-entry) before they are sent.
'use strict';
const page = document.body.dataset;
const lang = document.documentElement.lang;
const token = (location.hash.match(/token=([^&]+)/) || [])[1] || '';
const $ = id => document.getElementById(id);
let game = null, at = 0; // the board's document and when it was read
let who = null; // what the token is (GET /api/v1/token)
let refused = ''; // why the token is refused, in the page's language
const entry = $('result-entry').dataset;
let flipped = localStorage.getItem('damka-scoresheet-flip') === '1';
// The move being entered: the origin, the destination, the landing squares between them tapped
// so far, and the legal moves that still fit.
let origin = null, target = null, landings = [], fitting = [];
let confirming = null; // a move that is not legal, waiting for "it was made": {from, to, taken}
let note = ''; // what the last answer said, shown until the next tap
let sending = false;

function fill(pattern, ...args) { return args.reduce((s, a, i) => s.split('%' + (i + 1)).join(a), pattern); }
function fmt(ms) {
  const t = Math.ceil(Math.max(0, ms) / 1000), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
  return (h ? h + ':' + String(m).padStart(2, '0') : m) + ':' + String(s).padStart(2, '0');
}
function mayWrite() {
  if (!who) return false;
  return who.role === 'arbiter' || who.role === 'chief' || (who.role.startsWith('board:') && String(who.board) === page.board);
}
function arbiter() { return !!who && (who.role === 'arbiter' || who.role === 'chief'); }
// A result code as the event scores it: the label of its button ("2-0" in a 2-1-0 event).
function label(code) {
  const b = document.querySelector('#result-buttons button[data-result="' + code + '"]');
  return b ? b.textContent : code;
}
function reset() { origin = null; target = null; landings = []; fitting = []; confirming = null; }

function status() {
  if (!game) return '';
  if (game.result !== '*') return fill(page.saysResult, label(game.result));
  if (game.over) return page.saysOver;
  if (!game.position_known) return page.saysUnknown;
  if (confirming) return fill(page.saysIllegal, confirming.from + '-' + confirming.to);
  if (target) return page.saysLanding;
  return fill(page.saysTap, game.side_names[game.to_move]);
}

function cell(name) { return $('diagram').querySelector('rect.sq[data-square="' + name + '"]'); }
function mark(name, cls) { const c = cell(name); if (c) c.classList.add(cls); }
function highlight() {
  if (!game || !game.svg) return;
  for (const c of $('diagram').querySelectorAll('rect.sq')) c.classList.remove('from', 'target', 'chosen', 'taken');
  if (confirming) {
    mark(confirming.from, 'from');
    mark(confirming.to, 'chosen');
    for (const t of confirming.taken) mark(t, 'taken');
    return;
  }
  if (!mayWrite() || game.over || game.result !== '*') return;
  if (!origin) {
    for (const m of game.legal_moves) mark(m.squares[0], 'target'); // the pieces that can move
    return;
  }
  mark(origin, 'from');
  if (!target) {
    for (const m of fitting) mark(m.squares[m.squares.length - 1], 'target');
    return;
  }
  mark(target, 'chosen');
  for (const l of landings) mark(l, 'chosen');
  for (const m of fitting) mark(m.squares[1 + landings.length], 'target');
}

function moveList() {
  const list = $('moves');
  list.textContent = '';
  let row = null, sides = new Set();
  for (const m of game.moves) {
    // A new line at each move of the first side (or a side moving twice: multiphase, gamma).
    if (!row || m.side === 0 || sides.has(m.side)) {
      row = document.createElement('li');
      list.append(row);
      sides = new Set();
    }
    sides.add(m.side);
    const span = document.createElement('span');
    span.className = 'move' + (m.legal ? '' : ' illegal') + (m.taken_back ? ' taken-back' : '');
    let text = m.legal ? m.played : (m.squares.length ? m.squares.join('-') : m.notation);
    if (!m.legal) text += ' (' + page.saysNotLegal + ')';
    if (m.taken_back) text += ' (' + page.saysTakenBack + ')';
    span.textContent = text;
    row.append(span, ' ');
  }
}

function clocks() {
  if (!game) return;
  const c = game.clock || {};
  for (const s of [0, 1]) {
    const box = $('player' + s), time = $('time' + s);
    if (!c.remaining_ms) { time.textContent = ''; continue; }
    let ms = c.remaining_ms[s];
    if (c.running === s) ms -= performance.now() - at;
    time.textContent = fmt(ms);
    box.classList.toggle('running', c.running === s);
    box.classList.toggle('flag', ms <= 0 && c.started);
  }
}

function draw() {
  if (!game) return;
  $('diagram').innerHTML = game.svg || '';
  for (const s of [0, 1]) {
    // The side as it stands in a sentence («белые»): capitalised to head the line.
    $('name' + s).textContent = capital(game.side_names[s]) + ': ' + game.players[s].label;
    $('player' + s).classList.toggle('to-move', game.to_move === s && !game.over);
  }
  document.querySelector('main').classList.toggle('flipped', flipped);
  $('message').textContent = note || status();
  $('confirm').hidden = !confirming;
  moveList();
  highlight();
  clocks();
  controls();
}

// What the token may tap now: a board's players a played result (a second one is refused by
// the server, which says whose a change is), the arbiter any result and the forfeits; a draw or
// a resignation while the game goes on.
function controls() {
  const open = !!game && game.result === '*';
  for (const b of document.querySelectorAll('#result-buttons button')) {
    b.hidden = b.dataset.forfeit === '1' && !arbiter();
    b.disabled = !mayWrite();
  }
  for (const s of [0, 1]) {
    const b = $('resign' + s);
    if (game) b.textContent = fill(entry.saysResigns, capital(game.side_names[s]));
    b.disabled = !mayWrite() || !open || game.over;
    if (game) $('claimant').options[s + 1].textContent = capital(game.side_names[s]);
  }
  $('draw').disabled = !mayWrite() || !open || !game || game.over;
  $('arbiter-tools').hidden = !arbiter();
  $('undo').disabled = !open || !game || !game.moves.some(m => !m.taken_back);
  $('rule').disabled = !open;
}
function capital(side) { return side.charAt(0).toUpperCase() + side.slice(1); }

function take(doc) {
  // Another device's move changes the position: what was being tapped no longer applies.
  if (!game || game.position !== doc.position || game.moves.length !== doc.moves.length) reset();
  game = doc;
  at = performance.now();
  draw();
}

async function load() {
  const r = await fetch(page.game + '?lang=' + lang + (flipped ? '&flip=1' : ''));
  const j = await r.json().catch(() => null);
  if (r.ok && j) take(j);
  else if (j && j.error) $('message').textContent = j.error.message;
}

async function send(body) {
  if (sending) return;
  sending = true;
  let r, j;
  try {
    r = await fetch(page.moves + '?lang=' + lang + (flipped ? '&flip=1' : ''), {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Authorization': 'Bearer ' + token},
      body: JSON.stringify(body)});
    j = await r.json().catch(() => null);
  } finally {
    sending = false;
  }
  if (r.ok && j) {
    note = j.recorded.concat(j.result || [], j.result_refused ? [j.result_refused] : []).join('; ');
    reset();
    if (j.game) take(j.game); else load();
    return;
  }
  if (j && j.error && j.error.code === 'not_legal' && !body.illegal && origin && target) {
    // The server knows the position better than this page did: ask as for any move not legal.
    confirming = {from: origin, to: target, taken: []};
    note = '';
  } else {
    note = j && j.error ? j.error.message : String(r.status);
    reset();
  }
  draw();
}

// POSTs `body` to `url` with the token; {ok, status, j}.
async function postJson(url, body) {
  const r = await fetch(url + '?lang=' + lang + (flipped ? '&flip=1' : ''), {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Authorization': 'Bearer ' + token},
    body: JSON.stringify(body)});
  return {ok: r.ok, status: r.status, j: await r.json().catch(() => null)};
}
// Beside the result buttons, scrolled into view (a phone shows the board above them).
// `then` (with its button's id and words): a question whose answer the button sends; `saved`:
// what was done, not a refusal or a question (shown as such, not in the refusals' red).
function sayAtEntry(text, then, saved) {
  const box = $('result-message');
  box.textContent = text;
  box.classList.toggle('saved', Boolean(saved));
  if (then) {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = then.id;
    b.textContent = then.words;
    b.addEventListener('click', () => { box.textContent = ''; then.run(); });
    box.append(' ', b);
  }
  if (text) box.scrollIntoView({block: 'center'});
}
// What ends the game at the board is asked once more: a mis-tap is the arbiter's to undo.
function askFirst(question, run) {
  sayAtEntry(question, {id: 'confirm-entry', words: entry.saysYes, run: run});
}
async function postResult(code, confirm) {
  const body = {result: code};
  if (confirm) body.confirm = true;
  const {ok, status, j} = await postJson(entry.resultApi, body);
  if (ok) {
    sayAtEntry(fill(entry.saysSaved, label(code)), null, true);
    load();
  } else if (j && j.error && j.error.code === 'confirm_needed') {
    sayAtEntry(j.error.message, {id: 'confirm-result', words: entry.saysConfirm, run: () => postResult(code, true)});
  } else {
    sayAtEntry(j && j.error ? j.error.message : String(status));
  }
}
// A draw agreed, a resignation, the undo, a ruling: the lines written and the board again.
async function act(url, body) {
  const {ok, status, j} = await postJson(url, body);
  if (ok && j) {
    note = j.recorded.concat(j.result || [], j.result_refused ? [j.result_refused] : []).join('; ');
    if (j.decision) {
      $('ruling').textContent = '';
      for (const line of j.decision.words) {
        const para = document.createElement('p');
        para.textContent = line;
        $('ruling').append(para);
      }
    }
    reset();
    if (j.game) take(j.game); else load();
    if (!j.decision && (j.result || j.result_refused)) sayAtEntry(note);
    return;
  }
  const text = j && j.error ? j.error.message : String(status);
  if (url === page.decide) $('ruling').textContent = text; else sayAtEntry(text);
}

function chooseAmong(moves) {
  const box = $('choices');
  box.textContent = '';
  if (!moves.length) return;
  box.append(page.saysChoose, ' ');
  for (const m of moves) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m.notation;
    b.addEventListener('click', () => { box.textContent = ''; send({move: m.notation}); });
    box.append(b, ' ');
  }
}

function tap(square) {
  if (!game || !mayWrite() || sending || game.over || game.result !== '*' || !game.position_known) return;
  note = '';
  const own = game.pieces[square] === game.to_move;
  if (confirming) {
    // The pieces taken off by the move not legal: tapped on and off.
    if (square !== confirming.from && square !== confirming.to) {
      const i = confirming.taken.indexOf(square);
      if (i >= 0) confirming.taken.splice(i, 1); else confirming.taken.push(square);
    }
  } else if (!origin) {
    if (own) {
      origin = square;
      fitting = game.legal_moves.filter(m => m.squares[0] === square);
    }
  } else if (!target) {
    const there = fitting.filter(m => m.squares[m.squares.length - 1] === square);
    if (square === origin && !there.length) {
      reset();
    } else if (own && !there.length) {
      // Another of one's own pieces: the move starts there instead.
      origin = square;
      fitting = game.legal_moves.filter(m => m.squares[0] === square);
    } else {
      target = square;
      fitting = there;
      if (fitting.length === 1) return send({move: fitting[0].notation});
      if (!fitting.length) confirming = {from: origin, to: target, taken: []};
    }
  } else {
    // Several captures from the origin to the destination: the next landing square tells them apart.
    const next = fitting.filter(m => m.squares[1 + landings.length] === square);
    if (next.length) {
      landings.push(square);
      fitting = next;
      if (fitting.length === 1) return send({move: fitting[0].notation});
    }
  }
  // Captures with the same landing squares (they take different pieces): a button for each.
  chooseAmong(target && !confirming && fitting.length > 1 && fitting.every(m => 1 + landings.length >= m.squares.length - 1)
    ? fitting : []);
  draw();
}

$('diagram').addEventListener('click', ev => {
  const sq = ev.target.closest('[data-square]');
  if (sq) tap(sq.dataset.square);
});
$('yes').addEventListener('click', () => {
  if (!confirming) return;
  const c = confirming;
  send({from: c.from, to: c.to, taken: c.taken, illegal: true});
});
$('no').addEventListener('click', () => { reset(); note = ''; chooseAmong([]); draw(); });
$('flip').addEventListener('click', () => {
  flipped = !flipped;
  localStorage.setItem('damka-scoresheet-flip', flipped ? '1' : '0');
  load();
});
$('clock-link').hash = token ? 'token=' + token : '';
$('result-buttons').addEventListener('click', ev => {
  const b = ev.target.closest('button[data-result]');
  if (!b || b.disabled) return;
  // The players' one entry is asked once more; the arbiter's goes at once.
  if (arbiter()) postResult(b.dataset.result, false);
  else askFirst(fill(entry.saysEnter, b.textContent), () => postResult(b.dataset.result, false));
});
$('draw').addEventListener('click', () => askFirst($('draw').textContent + '?', () => act(entry.endApi, {end: 'draw'})));
for (const s of [0, 1])
  $('resign' + s).addEventListener('click',
    () => askFirst($('resign' + s).textContent + '?', () => act(entry.endApi, {end: 'resign', side: s})));
$('undo').addEventListener('click', () => act(page.undo, {}));
$('rule').addEventListener('click', () => {
  const body = {claim: $('claim').value, enter_result: $('enter-result').checked};
  if ($('claimant').value !== '') body.side = Number($('claimant').value);
  act(page.decide, body);
});

// Who the token is; asked again while the server is busy or the network away (a hall's wifi).
// A refused token says why (its round over, revoked, expired).
function ask() {
  fetch('api/v1/token?lang=' + lang, {headers: {'Authorization': 'Bearer ' + token}})
    .then(r => {
      if (r.status === 429 || r.status >= 500) throw new Error(String(r.status));
      return r.json().catch(() => null).then(j => ({ok: r.ok, j: j}));
    })
    .then(({ok, j}) => {
      who = ok ? j : null;
      refused = !token ? '' : !ok ? (j && j.error ? j.error.message : '') : (j.round_over ? j.round_over.message : '');
      if (who && who.round_over) who = null; // the round's games are the arbiter's now
      const line = refused ? refused : !who ? page.saysNone
        : who.role.startsWith('board:') ? (mayWrite() ? fill(page.saysBoard, page.board) : fill(page.saysOther, String(who.board)))
        : mayWrite() ? fill(page.saysArbiter, page.board) : page.saysNone;
      $('who').textContent = line;
      draw();
    })
    .catch(() => setTimeout(ask, 1000));
}

const stream = new EventSource('api/v1/stream');
stream.addEventListener('change', load);
// As live.js: a page left keeps no stream open (a browser has few connections per server).
window.addEventListener('pagehide', () => stream.close());
window.addEventListener('pageshow', ev => { if (ev.persisted) location.reload(); });
setInterval(clocks, 100);
ask();
load();
