// Standalone development entry (`npm run serve -w @nordhub/mfe-whitelabel`). The async boundary
// lets the federation runtime set up the shared singletons before React is imported.
void import('./standalone');
