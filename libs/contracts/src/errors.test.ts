import { errorCodes } from './error-codes';
import { apiErrorSchema, errorCodeSchema } from './errors';

describe('apiErrorSchema', () => {
  it('accepts an error with field details', () => {
    const body = {
      statusCode: 400,
      code: errorCodes.E_VALIDATION,
      message: 'Please enter first name',
      fields: [{ path: 'name.first', message: 'Please enter first name' }],
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('accepts an error without fields and an unknown future code', () => {
    expect(apiErrorSchema.safeParse({ statusCode: 418, code: 'E_TEAPOT', message: 'No' }).success).toBe(true);
  });

  it('rejects a body without a message', () => {
    expect(apiErrorSchema.safeParse({ statusCode: 500, code: errorCodes.E_INTERNAL }).success).toBe(false);
  });
});

describe('errorCodes', () => {
  it('maps every code to itself and matches the enum', () => {
    for (const [name, value] of Object.entries(errorCodes)) expect(value).toBe(name);
    expect([...errorCodeSchema.options].sort()).toEqual(Object.values(errorCodes).sort());
  });
});
