-- My account (issue 15): a private account's picture, the fullPath of an avatar it uploaded with InsertPic ('' = none).
ALTER TABLE accounts ADD COLUMN user_image text NOT NULL DEFAULT '';
