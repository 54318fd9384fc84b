-- Solved ALTCHA challenges, kept until they expire, so one solution cannot be sent twice.
CREATE TABLE robot_check_solutions (
  -- The challenge hash (unique per issued challenge: it covers a random salt).
  challenge text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX robot_check_solutions_expires_idx ON robot_check_solutions (expires_at);
