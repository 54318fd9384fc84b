import { siteConfigurationSchema } from './site-configuration';
import { siteConfigurationFixture as configuration } from './testing/site-configuration-fixture';

describe('siteConfigurationSchema', () => {
  it('accepts a complete configuration', () => {
    expect(siteConfigurationSchema.parse(configuration)).toEqual(configuration);
  });

  it('accepts an unknown visitor country as null', () => {
    expect(siteConfigurationSchema.safeParse({ ...configuration, ipDetectedCountryCode: null }).success).toBe(true);
  });

  it('requires the headhunter product flag', () => {
    const result = siteConfigurationSchema.safeParse({ ...configuration, products: { deals: true } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['products', 'headhunter']);
  });

  it('rejects an option without a value', () => {
    const result = siteConfigurationSchema.safeParse({
      ...configuration,
      industries: [{ text: 'Fintech' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['industries', 0, 'value']);
  });
});
