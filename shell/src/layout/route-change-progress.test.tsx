import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { useRecentLocationChange } from './route-change-progress';

function Probe() {
  const changing = useRecentLocationChange(1500);
  return (
    <>
      <output aria-label="Route change">{changing ? 'changing' : 'settled'}</output>
      <Link to="/jobs">Find jobs</Link>
    </>
  );
}

describe('useRecentLocationChange', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is settled on the first page', () => {
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Route change' })).toHaveTextContent('settled');
  });

  it('reports a route change for the 1500 ms the progress bar lasts', () => {
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Find jobs' }));
    const status = screen.getByRole('status', { name: 'Route change' });
    expect(status).toHaveTextContent('changing');
    act(() => jest.advanceTimersByTime(1499));
    expect(status).toHaveTextContent('changing');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('settled');
  });
});
