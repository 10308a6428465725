-- Entry: private accounts, supplier-issued verification codes, failed-login counters.
CREATE TABLE accounts (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  account text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 0, -- 0 normal, 1 abnormal (blocked by the supplier)
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_company_account ON accounts (company_id, lower(account));
CREATE INDEX accounts_company_email ON accounts (company_id, lower(email));

-- A verification code the supplier issued for one share; bound to one email, or open to any (email NULL).
CREATE TABLE share_codes (
  id serial PRIMARY KEY,
  share_id integer NOT NULL REFERENCES shares(id),
  verify_code text NOT NULL,
  email text,
  expires_at timestamptz,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX share_codes_lookup ON share_codes (share_id, verify_code);

ALTER TABLE sessions ADD COLUMN account_id integer REFERENCES accounts(id);

-- Failed logins per account and per address, in fixed windows, shared by every app server.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  failures integer NOT NULL
)
