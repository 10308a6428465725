-- Secrets the server makes for itself on first use and every app server shares (issue 26: the key that turns a
-- bearer token into its session's scrambled digits; docs/decisions.md "Scrambled digits").
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
