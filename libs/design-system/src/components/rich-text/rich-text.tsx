import styled from '@emotion/styled';
import { type RichTextSpan, richTextBlocks } from '@nordhub/domain';
import { Fragment } from 'react';

const StyledRichText = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  '& > *': { margin: 0 },
  'h2, h3, h4': { fontSize: theme.typography.fontSizes.lg },
  ul: { paddingLeft: theme.space.xl },
}));

function Spans({ spans }: { spans: RichTextSpan[] }) {
  return (
    <>
      {spans.map((span, index) => (span.bold ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>))}
    </>
  );
}

export type RichTextProps = {
  text: string;
  /** The level of the text's headings: one below the heading the text sits under (default 3, under a section's h2). */
  headingLevel?: 2 | 3 | 4;
};

/** Safe rich text (libs/domain rich-text.ts, e.g. job descriptions): React elements only, never HTML. */
export function RichText({ text, headingLevel = 3 }: RichTextProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <StyledRichText>
      {richTextBlocks(text).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Heading key={index}>
              <Spans spans={block.spans} />
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Spans spans={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <Spans spans={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </StyledRichText>
  );
}
