import { lintCases } from './lint-cases';

const styledImport = "import styled from '@emotion/styled';\n";
const outcomes = lintCases('nordhub/no-restyled-primitives', [
  { file: 'mfe-public/src/features/home/a.tsx', code: `${styledImport}import { Card } from '@nordhub/design-system';\nexport const A = styled(Card)({ padding: 0 });\n` },
  { file: 'shell/src/layout/b.tsx', code: `${styledImport}import { NavLink as RouterNavLink } from 'react-router-dom';\nexport const B = styled(RouterNavLink)({ color: 'red' });\n` },
  { file: 'mfe-careers/src/c.tsx', code: `${styledImport}import { ListRow } from '@nordhub/design-system/layout';\nexport const C = styled(ListRow.withComponent('a'))({ color: 'red' });\n` },
  { file: 'mfe-whitelabel/src/d.tsx', code: "import { Button } from '@nordhub/design-system';\nexport const D = () => <Button style={{ color: 'red' }}>Go</Button>;\n" },
  { file: 'mfe-client-portal/src/e.tsx', code: "import { Card } from '@nordhub/design-system';\nexport const E = () => <Card css={{ padding: 0 }}>x</Card>;\n" },
  {
    file: 'mfe-public/src/features/home/ok.tsx',
    code: `${styledImport}import { Card } from '@nordhub/design-system';\nimport { useNavigate } from 'react-router-dom';\nconst Grid = styled.div({ display: 'grid' });\nconst Swatch = styled.span({});\nexport const Ok = () => { useNavigate(); return <Grid><Card as="div">x</Card><Swatch style={{ background: 'red' }} /></Grid>; };\n`,
  },
  { file: 'libs/design-system/src/f.tsx', code: `${styledImport}import { Card } from './card';\nexport const F = styled(Card)({ padding: 0 });\n` },
]);
const messagesFor = (file: string) => outcomes.find((o) => o.file === file)?.messages ?? [];

describe('no-restyled-primitives lint rule', () => {
  it('refuses a remote restyling a design-system primitive with styled()', () => {
    expect(messagesFor('mfe-public/src/features/home/a.tsx')[0]).toMatch(/Card from @nordhub\/design-system may not be restyled/);
  });
  it("refuses the shell restyling the router's NavLink, even renamed", () => {
    expect(messagesFor('shell/src/layout/b.tsx')[0]).toMatch(/RouterNavLink from react-router-dom may not be restyled.*TextLink/);
  });
  it('sees through withComponent and subpath imports', () => {
    expect(messagesFor('mfe-careers/src/c.tsx')).toHaveLength(1);
  });
  it('refuses style and css props on a primitive', () => {
    expect(messagesFor('mfe-whitelabel/src/d.tsx')[0]).toMatch(/Button .* may not take a style prop/);
    expect(messagesFor('mfe-client-portal/src/e.tsx')[0]).toMatch(/may not take a css prop/);
  });
  it("allows a remote's own styled elements, `as`, and the design system styling its own parts", () => {
    expect(messagesFor('mfe-public/src/features/home/ok.tsx')).toEqual([]);
    expect(messagesFor('libs/design-system/src/f.tsx')).toEqual([]);
  });
});
