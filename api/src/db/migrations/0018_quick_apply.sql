-- Quick-apply settings on the applicant profile (/client/applicant/settings): a short pitch,
-- links, the right to work and where the seeker wants to work (countries stay in preferences).
ALTER TABLE applicant_profiles
  ADD COLUMN pitch text,
  -- [{ "label", "url" }], in the seeker's order.
  ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN work_permit text CHECK (work_permit IN ('citizen', 'permit', 'sponsorship')),
  ADD COLUMN open_to_remote boolean NOT NULL DEFAULT false,
  ADD COLUMN willing_to_relocate boolean NOT NULL DEFAULT false;

-- CV downloads look a file up by its path among applications and profiles.
CREATE INDEX applications_cv_path_idx ON applications ((cv_file ->> 'path')) WHERE cv_file IS NOT NULL;
CREATE INDEX applicant_profiles_cv_path_idx ON applicant_profiles ((cv_file ->> 'path')) WHERE cv_file IS NOT NULL;
