import { escapeHtml } from './html-escape';
import { isInvestorJobBoardPath } from './investor-job-board';
import { absoluteUrl } from './share';
import { isHexColour } from './colour-contrast';

/**
 * The embeds of a startup's jobs on other sites (spec: job-list widget, embeddable career page).
 * The widget is a page other sites put in an iframe; the career page is a script that renders
 * the jobs inside the host page. Both read the same public JSON of the startup's open jobs.
 */

/**
 * The pages other sites may frame: a startup's job-list widget (/startups/joblistwidget/{key}),
 * the featured jobs made for external sites (/external/featuredjobs) and an investor's portfolio
 * job board (/funding/{key}/job-board).
 */
const embeddablePagePattern = /^\/(?:startups\/joblistwidget\/[^/]+|external\/featuredjobs)\/?$/;

/** True for a page path that other sites may put in an iframe; every other page refuses framing. */
export function isEmbeddablePage(pathname: string): boolean {
  return embeddablePagePattern.test(pathname) || isInvestorJobBoardPath(pathname);
}

/** Where the API serves the career-page script (outside /api: it is a file, not an API call). */
export const careerPageScriptPath = '/embed/career-page.js';

/** The element the career-page script fills on the startup's site. */
export const careerPageContainerId = 'nordhub-jobs';

/** The public JSON both embeds read (under /api). */
export const embedCompanyJobsPath = (key: string) => `/embed/companies/${encodeURIComponent(key)}/jobs`;

/** The widget's path for one startup. */
export const jobListWidgetPath = (key: string) => `/startups/joblistwidget/${encodeURIComponent(key)}`;

/** The colours a startup may give the career page; each is a CSS colour such as #0b6bcb. */
export type CareerPageColours = { accent?: string; text?: string; background?: string };




/** The iframe a startup pastes into its site to show the job-list widget. */
export function jobListWidgetSnippet(origin: string, companyKey: string, companyName: string): string {
  const src = escapeHtml(absoluteUrl(origin, jobListWidgetPath(companyKey)));
  return `<iframe src="${src}" title="${escapeHtml(`Open jobs at ${companyName}`)}" style="width: 100%; min-width: 320px; height: 480px; border: 0;" loading="lazy"></iframe>`;
}

/**
 * The career-page snippet: the element to fill and the script that fills it. Colours that are
 * not #rgb/#rrggbb are left out (the script then uses its defaults).
 */
export function careerPageSnippet(origin: string, companyKey: string, colours: CareerPageColours = {}): string {
  const attributes = [`src="${escapeHtml(absoluteUrl(origin, careerPageScriptPath))}"`, `data-company="${escapeHtml(companyKey)}"`];
  for (const name of ['accent', 'text', 'background'] as const) {
    const colour = colours[name];
    if (colour && isHexColour(colour)) attributes.push(`data-${name}="${colour}"`);
  }
  return `<div id="${careerPageContainerId}"></div>\n<script ${attributes.join(' ')} async></script>`;
}
