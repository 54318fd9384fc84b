/**
 * Job descriptions are "safe rich text": plain text with a tiny markup that is parsed into blocks
 * and rendered as elements, never as HTML, so no markup a user types can run or style the page.
 * Blank lines separate paragraphs; lines starting with "- " or "* " are a bullet list; a line
 * starting with "## " (or another Markdown heading mark) is a heading; **text** is bold inside
 * any line. The portal's job form writes this subset of Markdown.
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
// Markdown's ATX heading; every level is shown at the one heading level the page gives the text.
const heading = /^#{1,6}\s+/;

/**
 * One block's lines as blocks: as in Markdown, a heading line and a run of bullet lines stand on
 * their own even without blank lines around them ("The role:" then "- Build"), and the lines in
 * between make paragraphs.
 */
function linesToBlocks(lines: string[]): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  for (const line of lines) {
    const last = blocks.at(-1);
    if (heading.test(line)) blocks.push({ kind: 'heading', spans: richTextSpans(line.replace(heading, '').trim()) });
    else if (bullet.test(line)) {
      const item = richTextSpans(line.replace(bullet, ''));
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (last?.kind === 'paragraph') last.lines.push(richTextSpans(line));
    else blocks.push({ kind: 'paragraph', lines: [richTextSpans(line)] });
  }
  return blocks;
}

/** Parses a description into blocks (see the file comment); empty text gives no blocks. */
export function richTextBlocks(text: string | null | undefined): RichTextBlock[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter(Boolean))
    .flatMap(linesToBlocks);
}
