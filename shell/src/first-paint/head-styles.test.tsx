/** @jest-environment node */
import styled from '@emotion/styled';
import { CacheProvider, Global, keyframes } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createDrawingStyleCache, headStyles } from './head-styles';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
const Title = styled.h1({ color: 'red' });
const Button = styled.button({ padding: '8px', animation: `${spin} 1s` });
const Unused = styled.p({ margin: 0 });

function Page({ withUnused = false }: { withUnused?: boolean }) {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <Title>Jobs</Title>
      <Button>Follow</Button>
      {withUnused ? <Unused>gone</Unused> : null}
    </>
  );
}

describe('the styles of a drawing', () => {
  it('leaves the markup free of style elements and gives <head> the global styles, then the rules of the classes drawn, marked as in place', () => {
    const cache = createDrawingStyleCache();
    const markup = renderToString(
      <CacheProvider value={cache}>
        <Page />
      </CacheProvider>,
    );
    expect(markup).not.toContain('<style');
    const styles = headStyles(markup, cache);
    expect(styles).toMatch(/^<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}<\/style><style data-emotion="css [^"]+" data-s="">/);
    const [, ids = ''] = /data-emotion="css ([^"]+)"/.exec(styles) ?? [];
    for (const className of markup.match(/css-[a-z0-9]+/g) ?? []) expect(ids.split(' ')).toContain(className.slice('css-'.length));
    expect(styles).toContain('@keyframes animation-');
    expect(styles).toContain('color:red;');
  });

  it('keeps the rules of a component drawn a second time with the same cache (a boundary that suspended and was drawn again)', () => {
    const cache = createDrawingStyleCache();
    renderToString(
      <CacheProvider value={cache}>
        <Page withUnused />
      </CacheProvider>,
    );
    const again = renderToString(
      <CacheProvider value={cache}>
        <Page />
      </CacheProvider>,
    );
    const styles = headStyles(again, cache);
    expect(styles).toContain('padding:8px;');
    // A class of the first attempt that the final markup does not use is left out.
    expect(styles).not.toContain('margin:0;}.css');
    expect(styles.match(/\{margin:0;\}/g)).toHaveLength(1);
  });
});
