// The public face of the currency-rates module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { parseEcbReferenceRates } from './ecb-rates';
export { currencyRatesRoutes } from './routes';
export { storeCurrencyRates } from './service';
