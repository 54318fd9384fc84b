import { type ScoutOrderInput } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScoutOrderForm } from './scout-order-form';

function renderForm(onSubmit = jest.fn<Promise<void>, [ScoutOrderInput]>().mockResolvedValue(undefined)) {
  renderWithProviders(<ScoutOrderForm initialKind="headhunter" contact={{ name: 'Astrid Holm', email: 'astrid@nordlys.example' }} onSubmit={onSubmit} submitting={false} />);
  return onSubmit;
}

const currentStep = () => within(screen.getByRole('navigation', { name: 'Order steps' })).getByText((_text, element) => element?.getAttribute('aria-current') === 'step');
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('the headhunter order form', () => {
  it('shows the steps and stops at a step whose field is missing, naming the field', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Role' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('1. Role');
    await next();
    expect(await screen.findByText('Please enter the role you are hiring for')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Role' })).toBeInTheDocument();
  });

  it('keeps typed values on Back and Next, and sends the whole order from the last step', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Role'), 'Head of Sales');
    await next();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Brief' })).toHaveFocus();
    expect(currentStep()).toHaveTextContent('2. Brief');
    await userEvent.type(screen.getByLabelText('Brief'), 'Too short');
    await next();
    expect(await screen.findByText('Brief must be at least 20 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Brief'), ' to start, so here is more about the sales team.');
    await next();
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Budget' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Role' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('Head of Sales');
    await next();
    await next();
    await userEvent.type(screen.getByLabelText('Salary budget'), '900,000 DKK a year');
    await next();

    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contact email')).toHaveValue('astrid@nordlys.example');
    await userEvent.clear(screen.getByLabelText('Contact email'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please enter the contact person’s email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Contact email'), 'hiring@nordlys.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'headhunter',
      role: 'Head of Sales',
      brief: 'Too short to start, so here is more about the sales team.',
      budget: '900,000 DKK a year',
      contactName: 'Astrid Holm',
      contactEmail: 'hiring@nordlys.example',
      contactPhone: '',
    });
  });
});
