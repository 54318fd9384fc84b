const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML (or XML) attribute value or element content: the one escaping rule of the product. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const htmlUnescapes: Record<string, string> = Object.fromEntries(Object.entries(htmlEscapes).map(([char, entity]) => [entity, char]));

/** The text escapeHtml escaped, back as it was (an attribute the product wrote, read back). */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => htmlUnescapes[entity] ?? entity);
}
