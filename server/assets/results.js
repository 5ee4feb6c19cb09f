// The result desk of a round (/LANG/results/N#token=...): the token from the address's
// fragment, asked who it is; a board's token sees and taps its own board only, an arbiter's
// every board, in the event's scale (a board's token without the forfeits; its second entry is
// refused by the server, saying so at the board: issue 44). A tap posts the result; a correction the event wants confirmed (FIDE
// C.04.2, 409 confirm_needed) is shown at that board with a button that sends it again confirmed.
// A refused token says why (its round over, revoked, expired). The page's words
// come from the server, in its language (data-says-*); live.js swaps the boards in when the
// event changes, and the view is applied again.
'use strict';
const token = (location.hash.match(/token=([^&]+)/) || [])[1] || '';
const lang = document.documentElement.lang;
let who = null;
let refused = ''; // why the token is refused (its round over, revoked, expired), in the page's language
// Shown again when live.js swaps the boards in: at the top, and a C.04.2 confirmation at the
// board that asked (beside its buttons, scrolled into view on a phone).
let message = {text: '', confirm: null, board: null};

function desk() { return document.querySelector('section.desk'); }
function say(text, confirm, row) {
  message = {text: text, confirm: confirm || null, board: row ? row.dataset.board + '.' + row.dataset.game : null};
  show(!!row);
}
function rowOf(key) {
  const [board, game] = key.split('.');
  return desk().querySelector('li[data-board="' + board + '"][data-game="' + game + '"]');
}
function show(scroll) {
  const top = document.getElementById('desk-message');
  if (!top) return;
  for (const old of desk().querySelectorAll('li .row-message')) old.remove();
  const row = message.board ? rowOf(message.board) : null;
  let box = top;
  top.textContent = '';
  if (row) {
    box = document.createElement('p');
    box.className = 'row-message';
    box.setAttribute('role', 'status');
    row.append(box);
  }
  const {text, confirm} = message;
  box.textContent = text;
  if (row && scroll) box.scrollIntoView({block: 'center'});
  if (confirm) {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = 'confirm';
    b.textContent = desk().dataset.saysConfirm;
    b.addEventListener('click', () => {
      const row = desk().querySelector('li[data-board="' + confirm.board + '"][data-game="' + confirm.game + '"]');
      if (row) post(row, confirm.result, true);
    });
    box.append(' ', b);
  }
}
// Shows what this token may do: a board's token its board only.
function apply() {
  const d = desk();
  if (!d) return;
  const line = document.getElementById('who');
  const board = who && who.role.startsWith('board:') ? String(who.board) : null;
  const writes = who && (board !== null || who.role === 'arbiter' || who.role === 'chief');
  if (line) line.textContent = refused || (!writes ? d.dataset.saysNone
      : board !== null ? d.dataset.saysBoard.replace('%1', board) : d.dataset.saysArbiter);
  for (const row of d.querySelectorAll('li[data-board]')) {
    const mine = writes && (board === null || row.dataset.board === board);
    row.hidden = board !== null && row.dataset.board !== board;
    // A board's players enter a played result once (a second tap is answered by the server: a
    // change is the arbiter's); a forfeit is the arbiter's, not offered to them.
    for (const b of row.querySelectorAll('button[data-result]')) {
      b.hidden = board !== null && b.dataset.forfeit === '1';
      b.disabled = !mine;
    }
  }
  show(false);
}
async function post(row, result, confirm) {
  const body = {result: result, game: Number(row.dataset.game)};
  if (confirm) body.confirm = true;
  const r = await fetch(row.dataset.api + '?lang=' + lang, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Authorization': 'Bearer ' + token},
    body: JSON.stringify(body)});
  const j = await r.json();
  if (r.ok) {
    const shown = row.querySelector('button[data-result="' + result + '"]').textContent;
    row.querySelector('.result').textContent = shown;
    say(desk().dataset.saysSaved.replace('%1', row.dataset.board).replace('%2', shown));
    apply();
  } else if (j.error && j.error.code === 'confirm_needed') {
    say(j.error.message, {board: row.dataset.board, game: row.dataset.game, result: result}, row);
  } else {
    say(j.error ? j.error.message : String(r.status));
  }
}
document.addEventListener('click', ev => {
  const b = ev.target.closest('button[data-result]');
  if (!b || b.disabled) return;
  post(b.closest('li[data-board]'), b.dataset.result, false);
});
new MutationObserver(apply).observe(document.getElementById('content'), {childList: true});
// Who the token is; asked again while the server is busy or the network away (a hall's wifi).
// A refused token says why (round over, revoked, expired), as does a board's whose round is over.
function ask() {
  fetch('api/v1/token?lang=' + lang, {headers: {'Authorization': 'Bearer ' + token}})
    .then(r => {
      if (r.status === 429 || r.status >= 500) throw new Error(String(r.status));
      return r.json().catch(() => null).then(j => ({ok: r.ok, j: j}));
    })
    .then(({ok, j}) => {
      who = ok ? j : null;
      refused = !token ? '' : !ok ? (j && j.error ? j.error.message : '') : (j.round_over ? j.round_over.message : '');
      if (who && who.round_over) who = null; // its round's results are the arbiter's now
      apply();
    })
    .catch(() => setTimeout(ask, 1000));
}
ask();
apply();
