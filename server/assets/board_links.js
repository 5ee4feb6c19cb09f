// The boards' links on a round's slips and pairing sheet (/LANG/print/slips/N#token=...,
// opened from the desk): with the chief's or an arbiter's token from the address's fragment,
// the links of the round's board tokens (GET /api/v1/rounds/N/board-links) are drawn as QR
// codes with their captions (round, board, players) — on each board's slip, or under the
// pairings. Without a token, or before the links are made, the page prints as it is.
'use strict';
(async () => {
  const token = (location.hash.match(/token=([^&]+)/) || [])[1] || '';
  const round = document.body.dataset.round;
  if (!token || !round) return;
  const r = await fetch('api/v1/rounds/' + round + '/board-links?base=' + encodeURIComponent(location.origin) +
      '&lang=' + document.documentElement.lang, {headers: {'Authorization': 'Bearer ' + token}});
  if (!r.ok) return;
  const j = await r.json();
  const sheet = document.querySelector('section.board-links');
  for (const l of j.links) {
    const figure = () => {
      const f = document.createElement('figure');
      f.className = 'qr-link';
      f.dataset.board = String(l.board);
      f.dataset.link = l.link;
      const img = document.createElement('img');
      img.alt = l.caption;
      img.src = 'data:image/svg+xml;base64,' + btoa(l.qr_svg);
      const caption = document.createElement('figcaption');
      caption.textContent = l.caption;
      f.append(img, caption);
      return f;
    };
    for (const slot of document.querySelectorAll('.board-link[data-board="' + l.board + '"]')) slot.replaceChildren(figure());
    if (sheet) sheet.append(figure());
  }
  document.body.dataset.links = String(j.links.length); // drawn: a print can wait for it
})();
