import { isEmbeddablePage } from '@nordhub/domain';
import { globalPlugin } from './skip-override';

/** What an embeddable page sends: any site may frame it. */
export const EMBEDDABLE_FRAME_POLICY = 'frame-ancestors *';
/** What every other page sends: only Nordhub's own pages may frame it. */
export const SAME_ORIGIN_FRAME_POLICY = "frame-ancestors 'self'";

/**
 * Who may put a page in an iframe (clickjacking protection). Every HTML answer (the shell's
 * pages, the API docs, the development mailbox, error pages) refuses framing by other sites with
 * `Content-Security-Policy: frame-ancestors 'self'` and, for older browsers, `X-Frame-Options:
 * SAMEORIGIN`; only the job-list widget (/startups/joblistwidget/{key}, libs/domain embeds.ts)
 * may be framed anywhere and sends `frame-ancestors *` without X-Frame-Options. Scripts and JSON
 * are not documents, so they carry neither.
 */
export const framePolicyPlugin = globalPlugin(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const pathname = request.url.split('?')[0] ?? '/';
    if (isEmbeddablePage(pathname)) {
      reply.header('content-security-policy', EMBEDDABLE_FRAME_POLICY);
      reply.removeHeader('x-frame-options');
    } else {
      reply.header('content-security-policy', SAME_ORIGIN_FRAME_POLICY);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
});
