// The live pages: WHATWG HTML "Server-sent events". EventSource reconnects by itself and sends
// Last-Event-ID, the version the page last saw; a newer version refetches <main>.
'use strict';
const main = document.getElementById('content');
const stream = new EventSource('api/v1/stream');
stream.addEventListener('change', ev => {
  if (ev.lastEventId === main.dataset.version) return;
  fetch(location.pathname + '?part=main')
    .then(r => (r.ok ? r.text() : null))
    .then(t => {
      if (t === null) return;
      main.innerHTML = t;
      main.dataset.version = ev.lastEventId;
    });
});
// A page left for another keeps no stream open: a browser holds a few connections per server
// (six in Chrome), and pages kept for the Back button would hold them all, so the next page's
// requests would wait. Coming back to it, the page is read again.
window.addEventListener('pagehide', () => stream.close());
window.addEventListener('pageshow', ev => { if (ev.persisted) location.reload(); });
