-- The console's Access room (issue 24): role 'admin' runs shares and invitation codes. Every staff account so far was
-- made by the seed or by hand and holds every room (014); the demo's sunnyadmin must hold every role, so 'admin'
-- joins the default and the existing accounts, as 'catalogue' did. The Staff room will hand roles out one by one.
ALTER TABLE supplier_admins ALTER COLUMN roles SET DEFAULT '{orders,service,design,catalogue,admin}';
UPDATE supplier_admins SET roles = array_append(roles, 'admin') WHERE NOT ('admin' = ANY(roles));

-- A deleted share keeps its row (orders, conversations and sessions point at it) and its code (an old link never
-- opens someone else's share): it is inactive and out of every list.
ALTER TABLE shares ADD COLUMN deleted_at timestamptz;
ALTER TABLE shares ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- When a code was first and last used to sign in, and how often: the room shows "used".
ALTER TABLE share_codes ADD COLUMN first_used_at timestamptz;
ALTER TABLE share_codes ADD COLUMN last_used_at timestamptz;
ALTER TABLE share_codes ADD COLUMN use_count integer NOT NULL DEFAULT 0;
ALTER TABLE share_codes ADD COLUMN revoked_at timestamptz
