// The link to the page in another language (pages.cpp, a[data-lang-switch]) keeps where the
// reader is: the same path (a desk tab's too, when the page changed it without a reload), its
// query, and the fragment, which holds the token (#token=...) the server never sees. The
// language is the segment right after the event's address (the page's <base>: "/" for a
// server of one event, "/t/a-open/" in a festival).
'use strict';

function switchedHref(link) {
  const base = new URL(document.baseURI).pathname;
  const lang = new URL(link.href, document.baseURI).pathname.slice(base.length).split('/')[0];
  const here = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
  const rest = here.replace(/^[^/]*/, '');
  return base + lang + rest + location.search + location.hash;
}

function keepPlace() {
  for (const link of document.querySelectorAll('a[data-lang-switch]')) link.href = switchedHref(link);
}

document.addEventListener('DOMContentLoaded', keepPlace);
window.addEventListener('hashchange', keepPlace);
window.addEventListener('popstate', keepPlace);
// A tab chosen since (history.pushState fires no event): read again when the link is used.
document.addEventListener('click', (e) => {
  const link = e.target.closest && e.target.closest('a[data-lang-switch]');
  if (link) link.href = switchedHref(link);
}, true);
