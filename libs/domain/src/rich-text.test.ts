import { richTextBlocks, richTextSpans } from './rich-text';

describe('richTextBlocks', () => {
  it('parses paragraphs, headings, lists and bold text', () => {
    expect(richTextBlocks('## What you do\n\nBuild **fast** things.\nEvery day.\n\n- Rust\n* Go')).toEqual([
      { kind: 'heading', spans: [{ text: 'What you do', bold: false }] },
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'Build ', bold: false },
            { text: 'fast', bold: true },
            { text: ' things.', bold: false },
          ],
          [{ text: 'Every day.', bold: false }],
        ],
      },
      { kind: 'list', items: [[{ text: 'Rust', bold: false }], [{ text: 'Go', bold: false }]] },
    ]);
  });

  it('takes a heading line and a run of bullet lines out of a block, as Markdown does', () => {
    expect(richTextBlocks('## The role\nAs a developer you will:\n- Build\n- Ship\nEvery day.\n### Perks')).toEqual([
      { kind: 'heading', spans: [{ text: 'The role', bold: false }] },
      { kind: 'paragraph', lines: [[{ text: 'As a developer you will:', bold: false }]] },
      { kind: 'list', items: [[{ text: 'Build', bold: false }], [{ text: 'Ship', bold: false }]] },
      { kind: 'paragraph', lines: [[{ text: 'Every day.', bold: false }]] },
      { kind: 'heading', spans: [{ text: 'Perks', bold: false }] },
    ]);
  });

  it('keeps markup-looking text as text', () => {
    expect(richTextBlocks('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', lines: [[{ text: '<script>alert(1)</script>', bold: false }]] }]);
    expect(richTextSpans('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
  });

  it('gives nothing for empty text', () => {
    expect(richTextBlocks('  \n\n ')).toEqual([]);
    expect(richTextBlocks(null)).toEqual([]);
  });
});
