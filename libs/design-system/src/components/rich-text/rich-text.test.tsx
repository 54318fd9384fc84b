import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders headings, paragraphs with line breaks, lists and bold text as elements', () => {
    renderWithTheme(<RichText text={'## The role\n\nBuild **fast** things.\nEvery day.\n\n- Rust\n- Go'} />);
    expect(screen.getByRole('heading', { name: 'The role', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rust', 'Go']);
  });

  it('puts its headings one level below the heading the text sits under', () => {
    renderWithTheme(<RichText text={'## What we learned\n\nA lot.'} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'What we learned', level: 2 })).toBeInTheDocument();
  });

  it('shows markup as text, never as HTML', () => {
    const { container } = renderWithTheme(<RichText text={'<img src=x onerror=alert(1)> <b>hi</b>'} />);
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>hi</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });
});
