import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { ClosedJobNotice, Fact, FactList, JobListEntry, Pager } from './job-list';

describe('JobListEntry', () => {
  it('is an article named by its title heading, with the meta line and a Remote badge', () => {
    renderWithTheme(<JobListEntry headingId="job-1" headingLevel={3} title={<a href="/jobs/1">Turbine Engineer</a>} meta="Bergen, Norway · Full-time" isRemote />);
    expect(screen.getByRole('article', { name: 'Turbine Engineer' })).toHaveTextContent('Bergen, Norway · Full-time');
    expect(screen.getByRole('heading', { level: 3, name: 'Turbine Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
  });

  it('has no Remote badge for an on-site job', () => {
    renderWithTheme(<JobListEntry headingId="job-2" headingLevel={2} title="Designer" meta="Oslo" isRemote={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Designer' })).toBeInTheDocument();
    expect(screen.queryByText('Remote')).not.toBeInTheDocument();
  });
});

describe('Pager', () => {
  const link = (page: number, text: string) => <a href={`?page=${page}`}>{text}</a>;

  it('links the pages around the current one', () => {
    renderWithTheme(<Pager label="Pages of jobs" page={2} lastPage={3} renderLink={link} />);
    const pager = screen.getByRole('navigation', { name: 'Pages of jobs' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=1');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3');
  });

  it('has no previous page on the first and no next page on the last', () => {
    const { rerender } = renderWithTheme(<Pager label="Pages" page={1} lastPage={2} renderLink={link} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    rerender(<Pager label="Pages" page={2} lastPage={2} renderLink={link} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('is not shown for a single page', () => {
    renderWithTheme(<Pager label="Pages" page={1} lastPage={1} renderLink={link} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("offers a next page past a count that is only a lower bound, in the list's own words", () => {
    renderWithTheme(<Pager label="Pages" page={1} lastPage={1} hasNext previousText="Newer posts" nextText="Older posts" renderLink={link} />);
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '?page=2');
    expect(screen.queryByRole('link', { name: 'Newer posts' })).not.toBeInTheDocument();
  });
});

describe('ClosedJobNotice', () => {
  it('says the job is closed', () => {
    renderWithTheme(<ClosedJobNotice />);
    expect(screen.getByText('This job is closed and no longer takes applications.')).toBeInTheDocument();
  });
});

describe('Fact', () => {
  it('writes a label and its value, and nothing for a fact without a value', () => {
    renderWithTheme(
      <FactList>
        <Fact term="Position">Full-time</Fact>
        <Fact term="Deadline">{null}</Fact>
      </FactList>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Position');
    expect(screen.getByRole('definition')).toHaveTextContent('Full-time');
    expect(screen.queryByText('Deadline')).not.toBeInTheDocument();
  });
});

describe('FactList', () => {
  it('puts each value under its label on narrow screens, so a long value cannot widen the page', () => {
    renderWithTheme(
      <FactList>
        <Fact term="E-mail">someone.with.a.long.address@nordhub.test</Fact>
      </FactList>,
    );
    // One shrinkable column below the sm breakpoint (jsdom applies no media query).
    expect(screen.getByRole('definition').parentElement).toHaveStyle({ gridTemplateColumns: 'minmax(0, 1fr)' });
    expect(screen.getByRole('definition')).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
