-- The applicant kanban's notes, and a startup's connection to an applicant-tracking service.

CREATE TABLE application_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- Kept when the author's account goes, so the note's history stays.
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_application_idx ON application_notes (application_id, created_at);

-- One applicant-tracking connection per startup (the OAuth popup of spec sections 7 and 8).
CREATE TABLE company_ats_connections (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  provider text NOT NULL,
  access_token text NOT NULL,
  scope text NOT NULL,
  expires_at timestamptz,
  connected_by uuid REFERENCES users (id) ON DELETE SET NULL,
  connected_at timestamptz NOT NULL DEFAULT now()
);
