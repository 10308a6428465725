-- Login limits (issue 12): addresses an account (or code invitee, or admin) signed in from successfully. While an
-- account is under a distributed attack, only unknown addresses are slowed down; these keep signing in.
CREATE TABLE login_known_addresses (
  account_key text NOT NULL,
  address text NOT NULL,
  last_success timestamptz NOT NULL,
  PRIMARY KEY (account_key, address)
)
