-- The Company room's optimistic version (issue 24): every save of the company's details moves it, and a save made
-- from an older reading is refused (staleVersion) instead of silently overwriting another admin's change.
ALTER TABLE companies ADD COLUMN details_version integer NOT NULL DEFAULT 1;
