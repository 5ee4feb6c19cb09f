// The desk's player import (issue 44 §3): the chosen file is read as bytes and kept, in Base64,
// in the import form's csv_base64 field (a Windows-1251 file read as text would reach the
// server already misread as UTF-8); its columns and encodings are asked of
// /api/v1/players/import/columns and shown as the column-mapping step: a choice of player field
// for every column (what its header says preselected), kept in the form's `columns` field as
// "1=surname;2=first_name;...", and, when the file reads in two encodings, the encoding with a
// sample line of each. desk.js sends the form (Preview, Import) as it sends every form.
'use strict';
(() => {
  const token = (location.hash.match(/token=([^&]+)/) || [])[1] || '';
  const lang = document.documentElement.lang;

  function element(tag, text) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function option(value, text, selected) {
    const o = element('option', text);
    o.value = value;
    o.selected = selected;
    return o;
  }

  // Every column's chosen field, as the server reads `columns`.
  function keepMapping(box) {
    const parts = [...box.querySelectorAll('select[data-column]')].map(s => s.dataset.column + '=' + s.value);
    document.getElementById('import-mapping').value = parts.join(';');
  }

  function render(box, answer) {
    box.replaceChildren();
    if (answer.readings.length > 1) {
      const label = element('label', box.dataset.saysEncoding + ' ');
      const choice = element('select');
      choice.name = 'encoding';
      choice.id = 'import-encoding';
      for (const r of answer.readings)
        choice.append(option(r.encoding, r.label + ': ' + r.sample, r.encoding === answer.encoding));
      label.append(choice);
      box.append(label);
    }
    for (const message of answer.errors) box.append(element('p', message));
    for (const c of answer.columns) {
      const label = element('label', box.dataset.saysColumn.replace('%1', c.number).replace('%2', c.header) + ' ');
      const choice = element('select');
      choice.dataset.column = c.number;
      choice.append(option('', answer.ignored, c.field === ''));
      for (const f of answer.fields) choice.append(option(f.key, f.label, f.key === c.field));
      label.append(choice);
      box.append(label);
    }
  }

  async function columns(form) {
    const box = document.getElementById('import-columns');
    const encoding = form.elements.encoding ? form.elements.encoding.value : '';
    const r = await fetch('api/v1/players/import/columns?lang=' + lang, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Authorization': 'Bearer ' + token},
      body: JSON.stringify({csv_base64: form.elements.csv_base64.value, encoding: encoding})});
    const answer = await r.json().catch(() => ({}));
    if (!r.ok) {
      box.replaceChildren(element('p', answer.error ? answer.error.message : String(r.status)));
      return;
    }
    render(box, answer);
  }

  function readBytes(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
  }

  document.addEventListener('change', async (event) => {
    const t = event.target;
    const form = t.closest && t.closest('#import-form');
    if (!form) return;
    if (t.id === 'import-file') {
      form.elements.csv_base64.value = t.files.length ? await readBytes(t.files[0]) : '';
      document.getElementById('import-mapping').value = '';
      document.getElementById('import-columns').replaceChildren();
      if (t.files.length) await columns(form);
    } else if (t.id === 'import-encoding') {
      document.getElementById('import-mapping').value = '';
      await columns(form);
    } else if (t.dataset.column) {
      keepMapping(document.getElementById('import-columns'));
    }
  });
})();
