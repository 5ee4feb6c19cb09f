// The live pages: WHATWG HTML "Server-sent events". EventSource reconnects by itself and sends
// Last-Event-ID, the version the page last saw; a newer version refetches <main>.
'use strict';
const main = document.getElementById('content');
const stream = new EventSource('/api/v1/stream');
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
