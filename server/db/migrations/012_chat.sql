-- Chat with customer service (issue 14). One conversation per private account; the desk answers it as sender 0.
-- Messages carry a server time in milliseconds that is strictly increasing within a conversation (a send takes the
-- conversation row's lock, then stamps max(now, last + 1)), so "everything after timestamp T" never skips a message
-- committed late and never repeats one: the spec's isLoadNew + newTimestamp is a gap-free cursor.
CREATE TABLE chat_conversations (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  account_id integer NOT NULL UNIQUE REFERENCES accounts(id),
  -- The share the buyer last wrote from: whose rules (prices, numbers) product cards follow.
  share_id integer NOT NULL REFERENCES shares(id),
  message_count integer NOT NULL DEFAULT 0,
  last_ms bigint NOT NULL DEFAULT 0,
  last_sender smallint,
  last_type smallint,
  last_preview text NOT NULL DEFAULT '',
  -- Read state per side, kept as counters so the 5-second unread poll reads one row.
  buyer_unread integer NOT NULL DEFAULT 0,
  desk_unread integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_conversations_desk ON chat_conversations (company_id, last_ms DESC);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES chat_conversations(id),
  sent_ms bigint NOT NULL,
  -- 0 is the service desk (spec section 3), 1 the buyer.
  sender smallint NOT NULL CHECK (sender IN (0, 1)),
  admin_id integer REFERENCES supplier_admins(id),
  msg_type smallint NOT NULL CHECK (msg_type BETWEEN 0 AND 2),
  content text NOT NULL,
  product_id integer REFERENCES products(id),
  -- The sender's idempotency key: a retried send finds the message it already made.
  client_key text NOT NULL,
  UNIQUE (conversation_id, sender, client_key),
  UNIQUE (conversation_id, sent_ms)
);

-- Files uploaded through InsertPic: the bytes live in the file store (a folder under the data directory by default),
-- the row says whose they are and what they were checked to be.
CREATE TABLE uploads (
  id bigserial PRIMARY KEY,
  store_key text NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies(id),
  account_id integer REFERENCES accounts(id),
  admin_id integer REFERENCES supplier_admins(id),
  business_type text NOT NULL,
  content_type text NOT NULL,
  bytes integer NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
