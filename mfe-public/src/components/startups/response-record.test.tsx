import { makeResponseRecord } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { ResponseRecordText } from './response-record';

describe('ResponseRecordText', () => {
  it('says how soon the startup usually answers and how many applications it answers within 14 days', () => {
    renderWithProviders(<ResponseRecordText record={makeResponseRecord({ medianDaysToAnswer: 4.2, shareAnsweredWithinWindow: 0.8 })} companyName="Nordlys" />);
    const record = screen.getByRole('group', { name: 'How Nordlys answers applications' });
    expect(record).toHaveTextContent('Usually answers within 5 days');
    expect(record).toHaveTextContent('Answers 80% of applications within 14 days');
  });

  it('is honest about a startup that rarely answers', () => {
    renderWithProviders(
      <ResponseRecordText record={makeResponseRecord({ medianDaysToAnswer: null, shareAnsweredWithinWindow: 0.2, responsive: false })} companyName="Slow Co" />,
    );
    expect(screen.getByText('Rarely answers applications')).toBeInTheDocument();
    expect(screen.getByText('Answers 20% of applications within 14 days')).toBeInTheDocument();
  });

  it('shows nothing until five applications count', () => {
    renderWithProviders(
      <ResponseRecordText record={makeResponseRecord({ enough: false, medianDaysToAnswer: null, shareAnsweredWithinWindow: null, responsive: false })} companyName="New AB" />,
    );
    expect(screen.queryByRole('group', { name: 'How New AB answers applications' })).toBeNull();
  });
});
