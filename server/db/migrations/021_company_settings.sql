-- The Company room (issue 24): the currency buyers see, the company's own (the login result's currencyType, until
-- now always USD). Product prices carry the same code; the room relabels them when it changes.
ALTER TABLE companies ADD COLUMN currency text NOT NULL DEFAULT 'USD';

-- Approval of registrations (issue 24): a share may hold new private accounts until the supplier approves them.
-- accounts.status: 0 active, 1 blocked, 2 waiting for approval, 3 refused.
ALTER TABLE shares ADD COLUMN needs_approval boolean NOT NULL DEFAULT false;
