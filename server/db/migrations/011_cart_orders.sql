-- Cart and orders (issue 13). A cart belongs to a private account (spec section 6); an order is one submission,
-- made exactly once per idempotency key, with the lines, prices and totals the server worked out at that moment.
ALTER TABLE shares ADD COLUMN salesperson text NOT NULL DEFAULT '';
-- Rooms of the supplier console each admin may open (orders inbox, service desk, page design).
ALTER TABLE supplier_admins ADD COLUMN roles text[] NOT NULL DEFAULT '{orders,service,design}';
ALTER TABLE supplier_admins ADD COLUMN name text NOT NULL DEFAULT '';

CREATE TABLE cart_lines (
  account_id integer NOT NULL REFERENCES accounts(id),
  company_id integer NOT NULL REFERENCES companies(id),
  product_id integer NOT NULL REFERENCES products(id),
  cartons integer NOT NULL CHECK (cartons >= 1),
  salesperson text NOT NULL DEFAULT '',
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, product_id)
);
CREATE INDEX cart_lines_recent ON cart_lines (account_id, added_at DESC);

-- The contact details asked before the first add and offered again at submission.
CREATE TABLE cart_contacts (
  account_id integer PRIMARY KEY REFERENCES accounts(id),
  contact jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE order_numbers;
CREATE TABLE orders (
  id serial PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies(id),
  share_id integer NOT NULL REFERENCES shares(id),
  account_id integer NOT NULL REFERENCES accounts(id),
  idempotency_key text NOT NULL,
  status integer NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  contact jsonb NOT NULL,
  remark text NOT NULL DEFAULT '',
  currency text NOT NULL,
  show_prices boolean NOT NULL,
  line_count integer NOT NULL,
  cartons bigint NOT NULL,
  quantity bigint NOT NULL,
  amount_cents bigint,
  cbm_units bigint NOT NULL,
  cuft_cents bigint NOT NULL,
  gross_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  seen_by_supplier boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX orders_buyer ON orders (account_id, created_at DESC);
CREATE INDEX orders_inbox ON orders (company_id, seen_by_supplier, created_at DESC);

-- A snapshot of each product as ordered: later edits to the catalogue never change a placed order.
CREATE TABLE order_lines (
  order_id integer NOT NULL REFERENCES orders(id),
  serial integer NOT NULL,
  product_id integer NOT NULL REFERENCES products(id),
  product_number text NOT NULL,
  display_number text,
  name text NOT NULL,
  ename text NOT NULL,
  names jsonb NOT NULL,
  image_seed integer NOT NULL,
  product_size jsonb NOT NULL,
  outer_box_size jsonb NOT NULL,
  packing_method text NOT NULL,
  pieces_per_carton integer NOT NULL,
  start_order_num integer NOT NULL,
  unit_price numeric(12, 2),
  cbm numeric(10, 4) NOT NULL,
  cuft numeric(10, 2) NOT NULL,
  gross_kg numeric(8, 2) NOT NULL,
  net_kg numeric(8, 2) NOT NULL,
  cartons integer NOT NULL,
  PRIMARY KEY (order_id, serial)
);

-- Progress of a running spreadsheet export, readable by any app server (spec: count, totalCount, percentage).
CREATE TABLE export_progress (
  export_id text PRIMARY KEY,
  owner_key text NOT NULL,
  count integer NOT NULL,
  total_count integer NOT NULL,
  done boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Which admin a console session belongs to (its roles are read per call, so a role taken away applies at once).
ALTER TABLE sessions ADD COLUMN admin_id integer REFERENCES supplier_admins(id);
