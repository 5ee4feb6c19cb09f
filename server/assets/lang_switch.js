// The link to the page in another language (pages.cpp, a[data-lang-switch]) keeps where the
// reader is: the same path (a desk tab's too, when the page changed it without a reload), its
// query, and the fragment, which holds the token (#token=...) the server never sees.
'use strict';

function switchedHref(link) {
  const lang = new URL(link.href, location.href).pathname.split('/')[1];
  const rest = location.pathname.replace(/^\/[^/]+/, '');
  return '/' + lang + rest + location.search + location.hash;
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
