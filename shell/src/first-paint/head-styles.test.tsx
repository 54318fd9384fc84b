/**
 * @jest-environment node
 */
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createDrawingStyleCache, drawnStyles } from './head-styles';

async function draw(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const Title = styled.h2({ margin: 0 });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const Card = styled.article({ animation: `${fadeIn} 1s`, padding: 8 });

describe('drawnStyles', () => {
  it('gives every rule the drawing used, those inside a boundary that suspended too, and writes none inline', async () => {
    let resolveDetails: (value: { default: () => React.ReactElement }) => void = () => undefined;
    const Details = lazy(() => new Promise<{ default: () => React.ReactElement }>((resolve) => (resolveDetails = resolve)));
    const cache = createDrawingStyleCache();
    setTimeout(() => resolveDetails({ default: () => <p>Details</p> }), 10);
    const html = await draw(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Suspense fallback={<p>Loading</p>}>
          <Title>All jobs</Title>
          <Card>
            <Details />
          </Card>
        </Suspense>
      </CacheProvider>,
    );
    expect(html).not.toContain('<style');
    const styles = drawnStyles(cache);
    const titleClass = /<h2 class="(css-[a-z0-9]+)"/.exec(html)?.[1];
    expect(titleClass).toBeDefined();
    expect(styles).toContain(`.${titleClass}{margin:0;}`);
    expect(styles).toMatch(/^<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}<\/style><style data-emotion="css [^"]+" data-s="">/);
    // The component element names each of its ids, the keyframes' too, so the browser inserts none again.
    const ids = /<style data-emotion="css ([^"]+)"/.exec(styles)?.[1]?.split(' ') ?? [];
    expect(ids).toContain(titleClass?.slice('css-'.length));
    expect(ids.some((id) => id.startsWith('animation-'))).toBe(true);
    expect(styles).toContain('@keyframes animation-');
  });

  it('gives nothing for a drawing without styles', () => {
    expect(drawnStyles(createDrawingStyleCache())).toBe('');
  });
});
