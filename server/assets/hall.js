// The hall screen (server/hall_page.hpp): one view at a time, the next every `data-cycle`
// seconds; when the event changes (WHATWG HTML "Server-sent events") the views are fetched again
// and replace the old ones whole, at the view that was showing. It runs for hours on a TV: one
// interval, one event stream, listeners set once, a fetch under way aborted by the next, and no
// node kept from the views replaced.
'use strict';
const page = document.body.dataset;
const main = document.getElementById('content');
const cycle = Math.max(3, Number(page.cycle) || 15) * 1000;
let shown = null; // the data-view key of the view showing
let asked = null; // the AbortController of the views being fetched

const views = () => Array.from(main.querySelectorAll('section.view'));

// Shows the view `key` (the first one when it is gone) and hides the others.
function show(key) {
  const all = views();
  if (all.length === 0) return;
  const view = all.find(v => v.dataset.view === key) || all[0];
  for (const v of all) v.hidden = v !== view;
  shown = view.dataset.view;
  document.body.dataset.view = shown;
}

function next() {
  const all = views();
  if (all.length === 0) return;
  const at = all.findIndex(v => v.dataset.view === shown);
  show(all[(at + 1) % all.length].dataset.view);
}

async function refresh(version) {
  if (asked) asked.abort();
  const mine = asked = new AbortController();
  try {
    const r = await fetch(page.part, {signal: mine.signal});
    if (!r.ok) return;
    const html = await r.text();
    if (asked !== mine) return;
    main.innerHTML = html;
    main.dataset.version = version;
    show(shown);
  } catch (e) {
    // aborted by a newer change, or the server is away: the next change asks again
  } finally {
    if (asked === mine) asked = null;
  }
}

const stream = new EventSource('api/v1/stream');
stream.addEventListener('change', ev => {
  if (ev.lastEventId !== main.dataset.version) refresh(ev.lastEventId);
});
window.addEventListener('pagehide', () => stream.close());
window.addEventListener('pageshow', ev => { if (ev.persisted) location.reload(); });
setInterval(next, cycle);
show(null);
