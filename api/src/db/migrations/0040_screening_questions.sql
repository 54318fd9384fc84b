-- Questions a startup asks every applicant on Nordhub's apply form, and each application's
-- answers as asked (the question's text is kept beside the answer: a later edit of the job's
-- questions does not change what an applicant was asked).
ALTER TABLE jobs ADD COLUMN screening_questions jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE applications ADD COLUMN answers jsonb NOT NULL DEFAULT '[]'::jsonb;
