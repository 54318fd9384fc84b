import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Container } from '../layout/layout';
import { WorkspaceLayout, type WorkspaceProfile, type WorkspaceSection, WorkspaceSidebar } from './workspace-layout';

const sections: WorkspaceSection[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/client/startups/nordlys' },
  { id: 'jobs', label: 'Jobs', href: '/client/startups/nordlys/jobs', current: true, count: 4 },
  { id: 'applicants', label: 'Applicants', href: '/client/startups/nordlys/applicants', count: 33 },
];
const profiles: WorkspaceProfile[] = [
  { id: 'company:nordlys', name: 'Nordlys Energy', typeLabel: 'Startup', href: '/client/startups/nordlys', current: true },
  { id: 'applicant', name: 'Astrid Berg', typeLabel: 'Job seeker', href: '/client/applicant' },
];

describe('WorkspaceSidebar', () => {
  it('lists the sections as links, the current one marked, with their counts', () => {
    renderWithTheme(<WorkspaceSidebar label="Startup" sections={sections} profiles={profiles} />);
    const nav = screen.getByRole('navigation', { name: 'Startup' });
    expect(within(nav).getByRole('link', { name: 'Jobs 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Applicants 33' })).toHaveAttribute('href', '/client/startups/nordlys/applicants');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("offers the user's profiles, the current one marked", () => {
    renderWithTheme(<WorkspaceSidebar label="Startup" sections={sections} profiles={profiles} />);
    const switcher = screen.getByRole('navigation', { name: 'Your profiles' });
    expect(within(switcher).getByRole('link', { name: /Nordlys Energy/ })).toHaveAttribute('aria-current', 'true');
    expect(within(switcher).getByRole('link', { name: /Astrid Berg Job seeker/ })).not.toHaveAttribute('aria-current');
  });

  it('navigates in the app on a plain click and hands a chosen profile to onSelectProfile', async () => {
    const onNavigate = jest.fn();
    const onSelectProfile = jest.fn();
    const { user } = renderWithTheme(
      <WorkspaceSidebar label="Startup" sections={sections} profiles={profiles} onNavigate={onNavigate} onSelectProfile={onSelectProfile} />,
    );
    await user.click(screen.getByRole('link', { name: 'Applicants 33' }));
    expect(onNavigate).toHaveBeenCalledWith('/client/startups/nordlys/applicants');
    await user.click(screen.getByRole('link', { name: /Astrid Berg/ }));
    expect(onSelectProfile).toHaveBeenCalledWith(profiles[1]);
  });
});

describe('WorkspaceLayout', () => {
  it('opens the sections in a drawer from the Menu button, and Escape gives focus back to it', async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(
      <WorkspaceLayout label="Startup" sections={sections} profiles={profiles} onNavigate={onNavigate}>
        <p>Page</p>
      </WorkspaceLayout>,
    );
    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveTextContent('Jobs');
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Startup menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('closes the drawer when a section is chosen', async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(
      <WorkspaceLayout label="Startup" sections={sections} onNavigate={onNavigate}>
        <p>Page</p>
      </WorkspaceLayout>,
    );
    await user.click(screen.getByRole('button', { name: /Menu/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Dashboard' }));
    expect(onNavigate).toHaveBeenCalledWith('/client/startups/nordlys');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the page mounted when the sidebar is turned on', async () => {
    const { rerender } = renderWithTheme(
      <WorkspaceLayout label="Applicant" sections={sections} withSidebar={false}>
        <input aria-label="Name" defaultValue="" />
      </WorkspaceLayout>,
    );
    expect(screen.queryByRole('button', { name: /Menu/ })).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Name' });
    rerender(
      <WorkspaceLayout label="Applicant" sections={sections}>
        <input aria-label="Name" defaultValue="" />
      </WorkspaceLayout>,
    );
    expect(screen.getByRole('button', { name: /Menu/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);
  });

  it("gives the pages' containers two widths: wide for lists and boards, narrow for forms", () => {
    renderWithTheme(
      <WorkspaceLayout label="Startup" sections={sections}>
        <Container>List</Container>
        <Container size="lg">Board</Container>
        <Container size="md">Form</Container>
        <Container size="sm">Small form</Container>
      </WorkspaceLayout>,
    );
    expect(screen.getByText('List')).toHaveStyle({ maxWidth: '1200px' });
    expect(screen.getByText('Board')).toHaveStyle({ maxWidth: '1200px' });
    expect(screen.getByText('Form')).toHaveStyle({ maxWidth: '800px', marginInline: 'auto' });
    expect(screen.getByText('Small form')).toHaveStyle({ maxWidth: '800px' });
  });
});
