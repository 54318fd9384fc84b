import { careerPageSnippet, isEmbeddablePage, jobListWidgetSnippet } from './embeds';
import { escapeHtml } from './html-escape';

describe('isEmbeddablePage', () => {
  it('lets other sites frame only the job-list widget, the external featured jobs and an investor\'s job board', () => {
    expect(isEmbeddablePage('/startups/joblistwidget/nordlys')).toBe(true);
    expect(isEmbeddablePage('/startups/joblistwidget/nordlys/')).toBe(true);
    expect(isEmbeddablePage('/external/featuredjobs')).toBe(true);
    expect(isEmbeddablePage('/funding/nordic-angels/job-board')).toBe(true);
    for (const path of ['/', '/jobs', '/startups/nordlys', '/external', '/external/featuredjobs/x', '/startups/joblistwidget', '/startups/joblistwidget/a/b', '/client/startups/nordlys/settings']) {
      expect(isEmbeddablePage(path)).toBe(false);
    }
  });
});

describe('the embed snippets', () => {
  it('frames the widget of the startup at full width from 320 px', () => {
    expect(jobListWidgetSnippet('https://nordhub.example/', 'nordlys', 'Nordlys & Co')).toBe(
      '<iframe src="https://nordhub.example/startups/joblistwidget/nordlys" title="Open jobs at Nordlys &amp; Co" style="width: 100%; min-width: 320px; height: 480px; border: 0;" loading="lazy"></iframe>',
    );
  });

  it('loads the career-page script for the startup with its colours, leaving out what is not a colour', () => {
    expect(careerPageSnippet('https://nordhub.example', 'nordlys', { accent: '#0B6BCB', text: 'red;}', background: '#fff' })).toBe(
      '<div id="nordhub-jobs"></div>\n<script src="https://nordhub.example/embed/career-page.js" data-company="nordlys" data-accent="#0B6BCB" data-background="#fff" async></script>',
    );
  });

  it('escapes what could end an attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });
});
