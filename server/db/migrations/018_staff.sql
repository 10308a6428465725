-- The console's Staff room (issue 24): a staff account can be disabled (its sessions end, it cannot sign in) and is
-- shown with when it was last changed; one activity log per company, written by the services that make a change.
ALTER TABLE supplier_admins ADD COLUMN disabled_at timestamptz;
ALTER TABLE supplier_admins ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE activity_log (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  admin_id integer REFERENCES supplier_admins(id),
  -- Who, as it read at the time: an account renamed later keeps its old entries readable.
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL DEFAULT '',
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_company ON activity_log (company_id, id DESC);

-- Buyers in the console (issue 24): when and through which share an account last signed in. Blocking is the
-- existing `status` 1 ("account abnormal", 416 at sign-in); the block also ends the account's sessions.
ALTER TABLE accounts ADD COLUMN last_visit_at timestamptz;
ALTER TABLE accounts ADD COLUMN last_share_id integer REFERENCES shares(id);
