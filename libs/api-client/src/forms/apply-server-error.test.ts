import { ApiClientError } from '../errors';
import { applyServerError } from './apply-server-error';

type Values = { name: { first: string }; email: string };

const serverError = (fields: { path: string; message: string }[]) =>
  new ApiClientError({ message: 'Invalid request', status: 400, code: 'E_VALIDATION', fields, original: null });

describe('applyServerError', () => {
  it('puts each named field on its field and leaves no form message', () => {
    const setError = jest.fn();
    const message = applyServerError<Values>(serverError([{ path: 'name.first', message: 'Too long' }]), setError, ['name.first', 'email']);
    expect(setError).toHaveBeenCalledWith('name.first', { type: 'server', message: 'Too long' });
    expect(message).toBeNull();
  });

  it('answers with the message when a field is not on the form or none is named', () => {
    const setError = jest.fn();
    expect(applyServerError<Values>(serverError([{ path: 'resetKey', message: 'Bad' }]), setError, ['email'])).toBe('Invalid request');
    expect(applyServerError<Values>(serverError([]), setError, ['email'])).toBe('Invalid request');
    expect(setError).not.toHaveBeenCalled();
  });

  it('answers with the message of any other error', () => {
    expect(applyServerError<Values>(new Error('Boom'), jest.fn(), ['email'])).toBe('Boom');
  });
});
