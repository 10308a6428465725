-- Image search's second look (issue 27, server/images/pictureCheck.ts): beside each picture's vector, the toy's
-- square at 64 x 64 RGB (deflated) that the best candidates are laid over the buyer's photo with. Read only for the
-- ten products a search checks, so it is kept in the database, not in the index's memory. NULL on rows made before
-- this migration: the start's resume makes them again (services/pictureVectors.ts).
ALTER TABLE picture_vectors ADD COLUMN square bytea;
