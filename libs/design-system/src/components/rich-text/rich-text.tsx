import styled from '@emotion/styled';
import { type RichTextSpan, richTextBlocks } from '@nordhub/domain';
import { Fragment } from 'react';

const StyledRichText = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  '& > *': { margin: 0 },
  h3: { fontSize: theme.typography.fontSizes.lg },
  ul: { paddingLeft: theme.space.xl },
}));

function Spans({ spans }: { spans: RichTextSpan[] }) {
  return (
    <>
      {spans.map((span, index) => (span.bold ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>))}
    </>
  );
}

export type RichTextProps = { text: string };

/** Safe rich text (libs/domain rich-text.ts, e.g. job descriptions): React elements only, never HTML. */
export function RichText({ text }: RichTextProps) {
  return (
    <StyledRichText>
      {richTextBlocks(text).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h3 key={index}>
              <Spans spans={block.spans} />
            </h3>
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
