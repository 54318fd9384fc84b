import { escapeHtml, unescapeHtml } from './html-escape';

describe('unescapeHtml', () => {
  it('gives back the text escapeHtml escaped, once: an escaped entity stays an entity', () => {
    const text = `a&b <script>"x"</script> it's &amp; already`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('&amp;lt; &nbsp;')).toBe('&lt; &nbsp;');
  });
});
