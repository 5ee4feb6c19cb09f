// The arbiters' desk (/LANG/desk#token=..., a page per section: /LANG/desk/players#token=...;
// every link[data-token-link] carries the token along in its fragment): every form[data-api] is sent as one JSON object
// to its address with the token from the address's fragment; the answer (what changed, or why
// it was refused) is shown under the form, and the page's content is fetched again so it shows
// the event as it now is. A correction the event wants confirmed (409 confirm_needed, FIDE
// C.04.2) gets a button that sends it again confirmed. The draft, the tokens and the audit log
// are fetched with the token. The page's words come from the server (data-says-*, data-heads-*).
// A batch of results being typed (textarea[data-keep]) is kept in the tab's session storage
// until it is sent, so a reload does not lose it.
'use strict';
const token = (location.hash.match(/token=([^&]+)/) || [])[1] || '';
const lang = document.documentElement.lang;
const main = document.getElementById('content');
let who = null;
let shown = null; // {api, text, confirm}: the last answer, shown again after a refresh

function page() { return main.querySelector('.desk-page'); }
function auth() { return {'Authorization': 'Bearer ' + token}; }
function api(path) { return path + (path.includes('?') ? '&' : '?') + 'lang=' + lang; }

function element(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

// A table from the API's table document ({title, columns, rows}) or from heads and rows.
function table(heads, rows, title) {
  const box = element('section');
  if (title) box.append(element('h3', title));
  const t = element('table');
  const head = t.createTHead().insertRow();
  for (const h of heads) head.append(element('th', h));
  const body = t.createTBody();
  for (const r of rows) {
    const tr = body.insertRow();
    for (const c of r) {
      const td = tr.insertCell();
      if (c instanceof Node) td.append(c); else td.textContent = c;
    }
  }
  box.append(t);
  return box;
}

function show(form, text, confirm) {
  const out = form.querySelector('output');
  out.textContent = text;
  out.classList.toggle('refused', !!confirm || form.dataset.failed === '1');
  if (confirm) {
    const b = element('button', form.dataset.saysConfirm || page().dataset.saysConfirm);
    b.type = 'button';
    b.className = 'confirm';
    b.addEventListener('click', () => send(form, {confirm: true}));
    out.append(' ', b);
  }
}

// The form's fields as the desk's addresses read them: text trimmed, a box checked or not, a
// file's text; the pressed button's name and value.
async function base64(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

async function fields(form, submitter, extra) {
  const body = {};
  for (const el of form.elements) {
    if (!el.name || el.tagName === 'BUTTON') continue;
    if (el.type === 'checkbox') body[el.name] = el.checked;
    // A file's bytes as base64 where its encoding matters (data-bytes: a Windows-1251 CSV), else its text.
    else if (el.type === 'file' && el.dataset.bytes !== undefined)
      body[el.name] = el.files.length ? await base64(el.files[0]) : '';
    else if (el.type === 'file') body[el.name] = el.files.length ? await el.files[0].text() : '';
    else if (!(form.dataset.omitBlank !== undefined && el.value.trim() === '')) body[el.name] = el.value.trim();
  }
  if (submitter && submitter.name) body[submitter.name] = submitter.value;
  return Object.assign(body, extra || {});
}

async function send(form, extra, submitter) {
  const body = await fields(form, submitter || form.lastSubmitter, extra);
  form.lastSubmitter = submitter || form.lastSubmitter;
  let missing = null;
  const path = form.dataset.api.replace(/\{(\w+)\}/g, (m, k) => {
    if (!body[k]) missing = k;
    return encodeURIComponent(body[k] || '');
  });
  if (missing) {
    const input = form.elements[missing];
    if (input) input.reportValidity();
    return;
  }
  if (form.dataset.linkBase !== undefined) body.link_base = linkBase(body);
  const r = await fetch(api(path), {
    method: 'POST',
    headers: Object.assign({'Content-Type': 'application/json'}, auth()),
    body: JSON.stringify(body)});
  const j = await r.json().catch(() => ({}));
  form.dataset.failed = r.ok ? '' : '1';
  if (r.ok && j.token) {
    newToken(j);
    return show(form, page().dataset.saysLink + ' ' + (j.link || j.token));
  }
  const text = r.ok ? (j.changed || []).join('\n') : (j.error ? refusalText(form, j.error) : String(r.status));
  const confirm = !r.ok && j.error && j.error.code === 'confirm_needed';
  shown = {api: form.dataset.api, text: text, confirm: confirm, failed: !r.ok, strip: !!form.closest('#round-state')};
  // A preview and a refusal change nothing: the form keeps what was typed.
  if (!r.ok || body.preview === 'true') return show(form, text, confirm);
  for (const kept of form.querySelectorAll('textarea[data-keep]')) sessionStorage.removeItem(keptKey(kept));
  // data-then may name a field in braces, as data-api does: a new tournament's address.
  if (form.dataset.then !== undefined)
    return location.assign(form.dataset.then.replace(/\{(\w+)\}/g, (m, k) => encodeURIComponent(body[k] || '')) +
                           location.hash);
  if (form.dataset.reset !== undefined) form.reset();
  await refresh();
}

// A refusal as the arbiter reads it: a field the server names by its key is named by the
// form's label for it (in the page's language).
function refusalText(form, error) {
  const input = error.field && form.elements[error.field];
  const holder = input && input.labels && input.labels.length ? input.labels[0] : null;
  // The label's own words, not a select's options inside it.
  const label = holder ? [...holder.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim() : '';
  return label ? label + ': ' + error.reason : error.message;
}

// The page's content as it now is, then the last answer under its form again.
async function refresh() {
  const r = await fetch(location.pathname + '?part=main');
  if (r.ok) main.innerHTML = await r.text();
  start();
  if (shown) {
    // Under the same form again: the round's main button or the section's own.
    const same = 'form[data-api="' + shown.api + '"]';
    const form = main.querySelector((shown.strip ? '#round-state ' : '.desk-part ') + same) || main.querySelector(same);
    if (form) {
      form.dataset.failed = shown.failed ? '1' : '';
      show(form, shown.text, shown.confirm);
    } else {
      // The form is gone with what it did (the undo of the only round): the answer on top.
      main.querySelector('#desk-message').textContent = shown.text;
    }
  }
}

// Where a token's link leads: a board's to its round's result page, an arbiter's to the result
// page of the round in hand (no number: it follows the rounds), a check-in's to the start
// list, the chief's here. Each under the event's address (the page's <base>: /t/a-open/ in a
// festival), whole, for the QR code.
function linkBase(body) {
  const role = String(body.role || '') + (body.role === 'board' ? ':' + body.board : '');
  const page = path => new URL(lang + '/' + path, document.baseURI).href;
  if (role === 'captain') return page('desk');
  const round = body.round || (main.querySelector('#round-state') || {dataset: {}}).dataset.round || '1';
  if (role === 'arbiter') return page('results');
  // A board's players: the board page, its result buttons beside the scoresheet (issue 44 §2).
  if (role.startsWith('board:')) return page('board/' + round + '/' + body.board);
  if (role === 'checkin') return page('players');
  return page('desk');
}

function newToken(j) {
  const box = main.querySelector('#new-token');
  box.textContent = '';
  const link = j.link || '';
  box.append(element('p', page().dataset.saysLink));
  const a = element('a', link);
  a.href = link;
  box.append(a);
  if (j.qr_svg) {
    const img = element('img');
    img.alt = link;
    img.className = 'qr';
    img.src = 'data:image/svg+xml;base64,' + btoa(j.qr_svg);
    box.append(img);
  }
}

// A token's role and state in the page's language (the API's words are codes).
function roleName(role) {
  const [, chief, arbiter, board, checkin, captain] = page().dataset.saysRoles.split('|');
  if (role.startsWith('board:')) return board.replace('%1', role.slice(6));
  if (role.startsWith('captain:')) return captain.replace('%1', role.slice(8));
  return {chief: chief, arbiter: arbiter, checkin: checkin}[role] || role;
}
// Who acted: a desk token as its role and id ("web chief token 1a2b3c4d"), else the name
// recorded (an arbiter's, from the CLI).
function actorName(who) {
  const m = /^web (\S+) token (\w+)$/.exec(who);
  return m ? roleName(m[1]) + ' (' + m[2] + ')' : who;
}
// The same inside a text ("manual pairing by web chief token 1a2b3c4d").
function actorNames(text) {
  return text.replace(/\bweb (\S+) token (\w+)/g, (all, role, id) => roleName(role) + ' (' + id + ')');
}
function stateName(state) {
  const names = page().dataset.saysStates.split('|');
  return names[['in use', 'expired', 'revoked', 'no expiry'].indexOf(state)] || state;
}

async function load(what) {
  const box = main.querySelector('#' + what);
  const r = await fetch(api('api/v1/' + what), {headers: auth()});
  const j = await r.json().catch(() => ({}));
  box.textContent = '';
  if (!r.ok) return box.append(element('p', j.error ? j.error.message : String(r.status), 'refused'));
  if (what === 'audit') {
    // The summary says what was done in the page's language; the action's code (the CLI's
    // `event audit` column) stays in its cell's tooltip.
    box.append(table(page().dataset.headsAudit.split('|'), j.entries.map(e => {
      const what = element('span', e.summary);
      what.title = e.action;
      return [String(e.id), e.at_text || e.at, actorName(e.who), what];
    })));
    return;
  }
  box.append(table(page().dataset.headsTokens.split('|'), j.tokens.map(t => {
    let action = '';
    if (t.state === 'in use') {
      action = element('span');
      action.className = 'revoke';
      action.dataset.token = t.id;
      const b = element('button', page().dataset.saysRevoke);
      b.type = 'button';
      b.dataset.revoke = t.id;
      b.addEventListener('click', () => askRevoke(action, t.id, false));
      action.append(b);
    }
    return [t.id, roleName(t.role), t.round ? String(t.round) : '', t.created_text || t.created_at, t.expires_text || t.expires_at, stateName(t.state),
      action];
  })));
}

// Revoking asks first; the token this desk runs with asks a second time, and only then is it
// sent with "own" (the server refuses it without).
function askRevoke(box, id, second) {
  const p = page();
  const own = who && who.id === id;
  box.textContent = '';
  box.append(element('span', (second ? p.dataset.saysRevokeOwn : p.dataset.saysRevokeSure).replace('%1', id),
      'revoke-question'));
  const yes = element('button', second ? p.dataset.saysRevokeOwnYes : p.dataset.saysRevokeYes);
  yes.type = 'button';
  yes.className = second ? 'revoke-own' : 'revoke-yes';
  yes.addEventListener('click', async () => {
    if (own && !second) return askRevoke(box, id, true);
    const r = await fetch(api('api/v1/tokens/' + id + '/revoke'), {
      method: 'POST', headers: Object.assign({'Content-Type': 'application/json'}, auth()),
      body: JSON.stringify(own ? {own: true} : {})});
    const j = await r.json().catch(() => ({}));
    main.querySelector('#desk-message').textContent =
      r.ok ? (j.changed || []).join('\n') : (j.error ? j.error.message : String(r.status));
    if (own && r.ok) return ask(); // this desk's token is gone: it says so
    load('tokens');
  });
  const no = element('button', p.dataset.saysCancel);
  no.type = 'button';
  no.className = 'revoke-cancel';
  no.addEventListener('click', () => load('tokens'));
  box.append(' ', yes, ' ', no);
}

// A batch being typed, kept per desk page and token until sent.
function keptKey(area) { return 'damka-desk:' + location.pathname + ':' + area.dataset.keep; }

// The latest round, draft or published, with the engine's reasons; its pairs in the
// by-hand field, to swap players there.
async function loadDraft() {
  const box = main.querySelector('#draft');
  if (!box || !who) return;
  const r = await fetch(api('api/v1/rounds/' + box.dataset.round + '/draft'), {headers: auth()});
  if (!r.ok) return;
  const j = await r.json();
  box.textContent = '';
  box.insertAdjacentHTML('beforeend', j.html); // the server's own table, escaped there
  if (j.state === 'draft') box.append(element('p', page().dataset.saysDraft, 'hint'));
  if (j.explanation) {
    const d = element('details');
    d.append(element('summary', page().dataset.saysExplanation), element('pre', actorNames(j.explanation)));
    box.append(d);
  }
  const manual = main.querySelector('#manual');
  if (manual && !manual.value) manual.value = j.manual.replace(/, /g, '\n');
}

async function fill(form, key) {
  const path = form.dataset.fill.replace('{id}', encodeURIComponent(key));
  const r = await fetch(api(path), {headers: auth()});
  const j = await r.json().catch(() => ({}));
  form.dataset.failed = r.ok ? '' : '1';
  if (!r.ok) return show(form, j.error ? j.error.message : String(r.status));
  show(form, '');
  for (const el of form.elements)
    if (el.name && el.name !== 'id' && j[el.name] !== undefined) el.value = j[el.name] === 0 ? '' : j[el.name];
}

// What this token may do: the chief everything, an arbiter the round's results and draft.
function start() {
  const p = page();
  if (!p) return;
  if (p.dataset.setup !== undefined) return; // the new event's form: the setup link's token
  // A captain's desk is the team's line-ups.
  if (who && who.role.startsWith('captain:') && p.dataset.section !== 'teams')
    return location.replace(lang + '/desk/teams' + location.hash); // under the page's <base>
  const line = main.querySelector('#who');
  const role = who ? who.role : '';
  const chief = role === 'chief', arbiter = role === 'arbiter', captain = role.startsWith('captain:');
  line.textContent = chief ? p.dataset.saysChief : arbiter ? p.dataset.saysArbiter
      : captain ? p.dataset.saysCaptain.replace('%1', String(who.team)) : p.dataset.saysNone;
  for (const f of main.querySelectorAll('form[data-api]')) {
    // An arbiter enters and corrects results and forfeits, makes the boards' links of the
    // round and closes it; a captain gives the own team's line-ups.
    const mayArbiter = /\/results$|\/forfeit$|\/boards\/\d+\/result$|\/board-tokens$|\/close$/.test(f.dataset.api);
    const lineup = f.dataset.api === 'api/v1/teams/{team}/lineup';
    for (const el of f.elements) el.disabled = !(chief || (arbiter && mayArbiter) || (captain && lineup));
    if (captain && lineup) {
      f.elements.team.value = String(who.team);
      f.elements.team.readOnly = true;
    }
  }
  for (const a of document.querySelectorAll('a[data-token-link]')) a.hash = 'token=' + token;
  // A GET form's answer keeps its action's fragment (and a 303 without one keeps it too): the
  // round picker's slips open with their boards' links.
  for (const f of document.querySelectorAll('form[data-token-link]')) {
    const u = new URL(f.action);
    u.hash = 'token=' + token;
    f.action = u.href;
  }
  for (const b of main.querySelectorAll('button[data-load]')) b.disabled = !chief;
  for (const box of main.querySelectorAll('[data-autoload]')) if (chief && !box.dataset.loaded) {
    box.dataset.loaded = '1';
    load(box.dataset.autoload);
  }
  for (const area of main.querySelectorAll('textarea[data-keep]')) {
    const kept = sessionStorage.getItem(keptKey(area));
    if (kept && !area.value) area.value = kept;
  }
  const form = main.querySelector('#token-form');
  if (form) form.dataset.linkBase = '';
  loadDraft();
}

main.addEventListener('submit', ev => {
  const form = ev.target.closest('form[data-api]');
  if (!form) return;
  ev.preventDefault();
  send(form, null, ev.submitter);
});
main.addEventListener('click', ev => {
  const b = ev.target.closest('button[data-load]');
  if (b) load(b.dataset.load);
});
main.addEventListener('input', ev => {
  if (ev.target.matches('textarea[data-keep]')) sessionStorage.setItem(keptKey(ev.target), ev.target.value);
});
main.addEventListener('change', ev => {
  const form = ev.target.closest('form[data-fill]');
  if (form && ev.target.name === 'id' && ev.target.value) fill(form, ev.target.value);
});
// Who the token is; asked again while the server is busy or the network away.
function ask() {
  fetch('api/v1/token', {headers: auth()})
    .then(r => {
      if (r.status === 429 || r.status >= 500) throw new Error(String(r.status));
      return r.ok ? r.json() : null;
    })
    .then(j => { who = j; start(); })
    .catch(() => setTimeout(ask, 1000));
}
ask();
start();
// A phone's row of tabs scrolls sideways: the current one in view (the page stays where it is).
const current = document.querySelector('nav.desk-tabs a[aria-current=page]');
if (current) current.parentElement.scrollLeft = current.offsetLeft - current.parentElement.offsetLeft - 40;
