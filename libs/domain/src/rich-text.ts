/**
 * Job descriptions are "safe rich text": plain text with a tiny markup that is parsed into blocks
 * and rendered as elements, never as HTML, so no markup a user types can run or style the page.
 * Blank lines separate blocks; a block whose lines all start with "- " or "* " is a bullet
 * list; a block starting with "## " is a heading; **text** is bold inside any line.
 */
export type RichTextSpan = { text: string; bold: boolean };
export type RichTextBlock =
  | { kind: 'paragraph'; lines: RichTextSpan[][] }
  | { kind: 'heading'; spans: RichTextSpan[] }
  | { kind: 'list'; items: RichTextSpan[][] };

/** "a **b** c" as spans; an unmatched "**" stays literal text. */
export function richTextSpans(line: string): RichTextSpan[] {
  const spans: RichTextSpan[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) spans.push({ text: line.slice(last, index), bold: false });
    spans.push({ text: match[1] ?? '', bold: true });
    last = index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last), bold: false });
  return spans;
}

const bullet = /^\s*[-*]\s+/;

/** Parses a description into blocks (see the file comment); empty text gives no blocks. */
export function richTextBlocks(text: string | null | undefined): RichTextBlock[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines): RichTextBlock => {
      const [first = ''] = lines;
      if (lines.length === 1 && first.startsWith('## ')) return { kind: 'heading', spans: richTextSpans(first.slice(3).trim()) };
      if (lines.every((line) => bullet.test(line))) return { kind: 'list', items: lines.map((line) => richTextSpans(line.replace(bullet, ''))) };
      return { kind: 'paragraph', lines: lines.map(richTextSpans) };
    });
}
