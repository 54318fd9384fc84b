import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { CareersHero } from './careers-hero';

describe('CareersHero', () => {
  it('shows the headline, the pitch, the video link and "See open jobs" leading to the jobs', () => {
    renderWithTheme(
      <CareersHero name="Nordlys" headline="Join us" pitch="We build grids." video={{ provider: 'Vimeo', url: 'https://vimeo.com/1' }} seeJobsHref="#careers-jobs" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Join us' })).toBeInTheDocument();
    expect(screen.getByText('We build grids.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveAttribute('href', '#careers-jobs');
    expect(screen.getByRole('link', { name: /Watch our video on Vimeo/ })).toHaveAttribute('href', 'https://vimeo.com/1');
  });

  it('draws a picture in a box that has its size before the picture loads', () => {
    const { container } = renderWithTheme(<CareersHero name="Nordlys" headline="Join us" headingLevel={2} picture={{ src: '/files/hero.jpg' }} seeJobsHref="#jobs" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Join us' })).toBeInTheDocument();
    const picture = container.querySelector('img[src="/files/hero.jpg"]');
    expect(picture?.parentElement).toHaveStyle({ height: '200px' });
  });
});
