-- Trigram matching for autocomplete and fuzzy title search. When the extension already exists
-- anywhere in the database (a shared server), this is a no-op.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
