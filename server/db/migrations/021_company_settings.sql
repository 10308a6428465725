-- The Company room (issue 24): the currency buyers see, the company's own (the login result's currencyType, until
-- now always USD). Product prices carry the same code; the room relabels them when it changes.
ALTER TABLE companies ADD COLUMN currency text NOT NULL DEFAULT 'USD';
