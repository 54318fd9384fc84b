// Nordhub career page: renders a startup's open jobs inside the startup's own site.
//
//   <div id="nordhub-jobs"></div>
//   <script src="https://<nordhub host>/embed/career-page.js" data-company="<startup key>" async></script>
//
// Optional: lang (the language it speaks: en, da, sv, nb, fi or is; English otherwise), data-accent,
// data-text, data-background (CSS colours), data-target (the id of the element to fill,
// "nordhub-jobs" by default). Its words come with the jobs, in that language, from the API
// (api/src/modules/companies/embeds/messages/). The jobs render in a shadow root, so the site's
// styles do not reach them and theirs do not reach the site; the host page may also set the
// custom properties --nordhub-accent, --nordhub-text, --nordhub-background, --nordhub-font on
// the element. Plain browser JavaScript (no framework, no build step), served by the API
// (docs/decisions/004-career-page-embed.md). Every text is set with textContent: nothing from
// the data is parsed as HTML.
(function () {
  'use strict';

  var script =
    document.currentScript || document.querySelector('script[data-company][src*="/embed/career-page.js"]:not([data-nordhub-done])');
  if (!script) return;
  script.setAttribute('data-nordhub-done', '');

  var data = script.dataset;
  var origin = new URL(script.src, document.baseURI).origin;
  var company = (data.company || '').trim();
  var lang = (script.getAttribute('lang') || '').trim();
  var container = document.getElementById(data.target || 'nordhub-jobs');
  if (!container) {
    container = document.createElement('div');
    container.id = data.target || 'nordhub-jobs';
    script.insertAdjacentElement('afterend', container);
  }

  var css =
    ':host{all:initial;display:block}' +
    '.nh{--accent:var(--nordhub-accent,#0b6bcb);--text:var(--nordhub-text,#1a1f24);--background:var(--nordhub-background,transparent);' +
    'font-family:var(--nordhub-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);font-size:16px;line-height:1.5;' +
    'color:var(--text);background:var(--background);padding:16px 0;min-width:0}' +
    '.nh *{box-sizing:border-box}' +
    'h2{margin:0 0 12px;font-size:1.25em;line-height:1.3}' +
    'ul{list-style:none;margin:0;padding:0}' +
    'li{padding:12px 0;border-top:1px solid color-mix(in srgb,var(--text) 18%,transparent)}' +
    'li:last-child{border-bottom:1px solid color-mix(in srgb,var(--text) 18%,transparent)}' +
    'a{color:var(--accent);font-weight:600;text-decoration:underline;text-underline-offset:2px;overflow-wrap:anywhere}' +
    'a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}' +
    '.meta{margin:2px 0 0;font-size:.875em;opacity:.8}' +
    'p{margin:0}' +
    '.by{margin-top:12px;font-size:.8125em;opacity:.8}' +
    '.by a{font-weight:400;color:inherit}';

  var root = container.shadowRoot || container.attachShadow({ mode: 'open' });
  while (root.firstChild) root.removeChild(root.firstChild);
  var style = document.createElement('style');
  style.textContent = css;
  var frame = document.createElement('section');
  frame.className = 'nh';
  ['accent', 'text', 'background'].forEach(function (name) {
    if (data[name]) frame.style.setProperty('--' + name, data[name]);
  });
  root.appendChild(style);
  root.appendChild(frame);

  function element(tag, text, className) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  function link(text, href) {
    var node = element('a', text);
    node.href = href;
    node.target = '_blank';
    node.rel = 'noopener';
    return node;
  }

  function message(text) {
    while (frame.firstChild) frame.removeChild(frame.firstChild);
    var node = element('p', text);
    node.setAttribute('role', 'status');
    frame.appendChild(node);
  }

  function render(body) {
    var texts = body.texts;
    while (frame.firstChild) frame.removeChild(frame.firstChild);
    frame.removeAttribute('aria-busy');
    frame.setAttribute('lang', body.language);
    var heading = element('h2', texts.heading);
    frame.setAttribute('aria-label', texts.heading);
    frame.appendChild(heading);
    if (body.jobs.length === 0) {
      frame.appendChild(element('p', texts.noJobs));
    } else {
      var list = element('ul');
      body.jobs.forEach(function (job) {
        var item = element('li');
        item.appendChild(link(job.title, job.url));
        var meta = [job.location, texts.positionTypes[job.positionType] || ''].filter(Boolean).join(' · ');
        if (meta) item.appendChild(element('p', meta, 'meta'));
        list.appendChild(item);
      });
      frame.appendChild(list);
    }
    var by = element('p', '', 'by');
    by.appendChild(link(texts.poweredBy, body.company.url));
    frame.appendChild(by);
  }

  if (!company) {
    message('Nordhub career page: the snippet has no data-company (the startup key).');
    return;
  }
  // Until the jobs and their words arrive the frame is busy and wordless: its words are the answer's.
  frame.setAttribute('aria-busy', 'true');
  var query = lang ? '?lang=' + encodeURIComponent(lang) : '';
  fetch(origin + '/api/embed/companies/' + encodeURIComponent(company) + '/jobs' + query, { credentials: 'omit' })
    .then(function (response) {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(function (body) {
      if (body) render(body);
      else message('Nordhub has no published startup with the key "' + company + '".');
    })
    .catch(function () {
      message('The jobs could not be loaded. Please try again later.');
    });
})();
