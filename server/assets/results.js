// The result desk of a round (/LANG/results/N#token=...): the token from the address's
// fragment, asked who it is; a board's token sees and taps its own board only, an arbiter's
// every board. A tap posts the result; a correction the event wants confirmed (FIDE C.04.2,
// 409 confirm_needed) is shown with a button that sends it again confirmed. The page's words
// come from the server, in its language (data-says-*); live.js swaps the boards in when the
// event changes, and the view is applied again.
'use strict';
const token = (location.hash.match(/token=([^&]+)/) || [])[1] || '';
const lang = document.documentElement.lang;
let who = null;
let message = {text: '', confirm: null}; // shown again when live.js swaps the boards in

function desk() { return document.querySelector('section.desk'); }
function say(text, confirm) {
  message = {text: text, confirm: confirm || null};
  show();
}
function show() {
  const box = document.getElementById('desk-message');
  if (!box) return;
  const {text, confirm} = message;
  box.textContent = text;
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
  if (line) line.textContent = !writes ? d.dataset.saysNone
      : board !== null ? d.dataset.saysBoard.replace('%1', board) : d.dataset.saysArbiter;
  for (const row of d.querySelectorAll('li[data-board]')) {
    const mine = writes && (board === null || row.dataset.board === board);
    row.hidden = board !== null && row.dataset.board !== board;
    for (const b of row.querySelectorAll('button')) b.disabled = !mine;
  }
  show();
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
  } else if (j.error && j.error.code === 'confirm_needed') {
    say(j.error.message, {board: row.dataset.board, game: row.dataset.game, result: result});
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
function ask() {
  fetch('/api/v1/token', {headers: {'Authorization': 'Bearer ' + token}})
    .then(r => {
      if (r.status === 429 || r.status >= 500) throw new Error(String(r.status));
      return r.ok ? r.json() : null;
    })
    .then(j => { who = j; apply(); })
    .catch(() => setTimeout(ask, 1000));
}
ask();
apply();
