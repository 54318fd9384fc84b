import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { PeopleList } from './people-list';

describe('PeopleList', () => {
  it('names each person with their title and links only safe LinkedIn addresses', () => {
    renderWithProviders(
      <PeopleList
        title="Key people"
        id="people"
        people={[
          { name: 'Anna Berg', title: 'Partner', linkedinUrl: 'https://www.linkedin.com/in/anna', image: null },
          { name: 'Mikko Virtanen', title: null, linkedinUrl: 'javascript:alert(1)', image: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Key people' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Key people' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Anna Berg' })).toHaveAttribute('href', 'https://www.linkedin.com/in/anna');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Anna Berg, Partner');
    expect(within(list).queryByRole('link', { name: 'Mikko Virtanen' })).toBeNull();
    expect(within(list).getByText('Mikko Virtanen')).toBeInTheDocument();
  });

  it('draws nothing for no people', () => {
    const { container } = renderWithProviders(<PeopleList title="Team" id="team" people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
