// A strict XML 1.0 reader for tests of the XML the API writes (the job feeds). It accepts only
// well-formed documents: one root element, matching tags, quoted attributes, the five named
// entities and character references, CDATA sections and comments; anything else throws with the
// position. No DTDs (the feeds have none) and no namespaces processing.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: Array<XmlElement | string>;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// Characters XML 1.0 allows (the Char production).
function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

export class XmlSyntaxError extends Error {}

/** Parses a whole document; throws XmlSyntaxError when it is not well-formed. */
export function parseXml(text: string): XmlElement {
  let at = 0;
  const fail = (message: string): never => {
    const line = text.slice(0, at).split('\n').length;
    throw new XmlSyntaxError(`${message} (line ${line}, offset ${at})`);
  };
  for (const char of text) {
    if (!isXmlChar(char.codePointAt(0) ?? 0)) fail(`Character U+${(char.codePointAt(0) ?? 0).toString(16)} is not allowed in XML`);
  }

  const decode = (raw: string): string =>
    raw.replace(/&([^;&]*);?/g, (match, body: string) => {
      if (!match.endsWith(';')) fail(`Unescaped "&" before "${raw.slice(raw.indexOf(match), raw.indexOf(match) + 12)}"`);
      if (body in namedEntities) return namedEntities[body] ?? '';
      const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body);
      if (!numeric) return fail(`Unknown entity &${body};`);
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (!isXmlChar(code)) fail(`Character reference &${body}; is not an XML character`);
      return String.fromCodePoint(code);
    });

  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at + 4);
        if (end === -1) fail('Unclosed comment');
        at = end + 3;
      } else if (text.startsWith('<?', at) && !text.startsWith('<?xml ', at)) {
        const end = text.indexOf('?>', at);
        if (end === -1) fail('Unclosed processing instruction');
        at = end + 2;
      } else return;
    }
  };

  const readName = (): string => {
    const match = NAME.exec(text.slice(at, at + 200));
    if (!match) return fail('Expected a name');
    at += match[0].length;
    return match[0];
  };

  const readElement = (): XmlElement => {
    if (text[at] !== '<') fail('Expected "<"');
    at += 1;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = at;
      skipSpace();
      if (text.startsWith('/>', at)) {
        at += 2;
        return { name, attributes, children: [] };
      }
      if (text[at] === '>') {
        at += 1;
        break;
      }
      if (at === before) fail(`Expected whitespace, ">" or "/>" in <${name}>`);
      const attribute = readName();
      skipSpace();
      if (text[at] !== '=') fail(`Expected "=" after attribute ${attribute}`);
      at += 1;
      skipSpace();
      const quote = text[at];
      if (quote !== '"' && quote !== "'") fail(`Attribute ${attribute} must be quoted`);
      const end = text.indexOf(quote ?? '"', at + 1);
      if (end === -1) fail(`Unclosed value of attribute ${attribute}`);
      const raw = text.slice(at + 1, end);
      if (raw.includes('<')) fail(`"<" in the value of attribute ${attribute}`);
      if (attribute in attributes) fail(`Attribute ${attribute} given twice`);
      attributes[attribute] = decode(raw);
      at = end + 1;
    }
    const children: Array<XmlElement | string> = [];
    for (;;) {
      if (at >= text.length) fail(`Unclosed element <${name}>`);
      if (text.startsWith('</', at)) {
        at += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipSpace();
        if (text[at] !== '>') fail(`Expected ">" after </${closing}`);
        at += 1;
        return { name, attributes, children };
      }
      if (text.startsWith('<![CDATA[', at)) {
        const end = text.indexOf(']]>', at);
        if (end === -1) fail('Unclosed CDATA section');
        children.push(text.slice(at + 9, end));
        at = end + 3;
      } else if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at + 4);
        if (end === -1) fail('Unclosed comment');
        at = end + 3;
      } else if (text[at] === '<') {
        children.push(readElement());
      } else {
        const end = text.indexOf('<', at);
        const raw = text.slice(at, end === -1 ? text.length : end);
        if (raw.includes(']]>')) fail('"]]>" in text');
        children.push(decode(raw));
        at += raw.length;
      }
    }
  };

  if (text.startsWith('\uFEFF')) at = 1;
  if (text.startsWith('<?xml', at)) {
    const end = text.indexOf('?>', at);
    if (end === -1) fail('Unclosed XML declaration');
    if (!/^<\?xml\s+version\s*=\s*(["'])1\.[0-9]\1(\s+encoding\s*=\s*(["'])[A-Za-z][\w.-]*\3)?(\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*$/.test(text.slice(at, end))) {
      fail('Malformed XML declaration');
    }
    at = end + 2;
  }
  skipMisc();
  if (text.startsWith('<!DOCTYPE', at)) fail('DOCTYPE is not supported by this reader');
  const root = readElement();
  skipMisc();
  if (at < text.length) fail('Content after the root element');
  return root;
}

/** The element children named `name`. */
export const childElements = (element: XmlElement, name?: string): XmlElement[] =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name));

/** The text of an element (its text and CDATA children joined). */
export const textOf = (element: XmlElement): string => element.children.filter((child): child is string => typeof child === 'string').join('');

/** Field name → text of each child element (for flat records such as a feed's <job>). */
export const fieldsOf = (element: XmlElement): Record<string, string> =>
  Object.fromEntries(childElements(element).map((child) => [child.name, textOf(child)]));
