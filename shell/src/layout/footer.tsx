import styled from '@emotion/styled';
import { Container } from '@nordhub/design-system';
import { otherPlatform, otherPlatformHref, platformSites } from '@nordhub/domain';
import { useRuntimeConfig } from '@nordhub/session';
import { Link } from 'react-router-dom';
import { getHref } from '../paths';
import { copyrightYear, footerColumns } from './navigation';

const StyledFooter = styled.footer(({ theme }) => ({
  marginTop: theme.space.huge,
  paddingBlock: theme.space.xxxl,
  color: theme.colors.text,
  background: theme.colors.surfaceSunken,
  borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledColumns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
}));

const StyledColumnTitle = styled.h2(({ theme }) => ({
  fontSize: theme.typography.fontSizes.md,
  marginBottom: theme.space.md,
}));

const StyledList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Each link is a row of its own: at least 24 px high, the WCAG 2.2 minimum target (SC 2.5.8).
  a: { display: 'inline-flex', alignItems: 'center', minHeight: `${theme.sizes.targetMinimum}px`, color: theme.colors.textMuted, textDecoration: 'none' },
  'a:hover': { color: theme.colors.linkHover, textDecoration: 'underline' },
}));

const StyledBottom = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.lg,
  marginTop: theme.space.xxl,
  paddingTop: theme.space.lg,
  borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
  a: { display: 'inline-flex', alignItems: 'center', minHeight: `${theme.sizes.targetMinimum}px`, color: theme.colors.textMuted },
}));

const StyledCopyright = styled.p({ margin: 0, marginLeft: 'auto' });

export function Footer() {
  const config = useRuntimeConfig();
  const columns = footerColumns({ headhunterEnabled: config?.headhunterEnabled ?? false });
  const platform = config?.platform ?? 'main';
  // The sister site is another origin: a full page load, never a route of this one.
  const otherHref = otherPlatformHref(platform, config?.siteUrls);
  const otherSite = otherHref ? { href: otherHref, name: platformSites[otherPlatform(platform)].name } : null;
  return (
    <StyledFooter>
      <Container>
        <StyledColumns>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <StyledColumnTitle>{column.title}</StyledColumnTitle>
              <StyledList>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.external ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.label}
                      </a>
                    ) : (
                      <Link to={link.href}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </StyledList>
            </nav>
          ))}
        </StyledColumns>
        <StyledBottom>
          <Link to={getHref('terms')}>Terms</Link>
          <Link to={getHref('privacyPolicy')}>Privacy</Link>
          {otherSite && <a href={otherSite.href}>Visit {otherSite.name}</a>}
          <StyledCopyright>
            © {copyrightYear} {platformSites[platform].name}
          </StyledCopyright>
        </StyledBottom>
      </Container>
    </StyledFooter>
  );
}
