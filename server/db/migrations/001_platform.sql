-- Platform: supplier companies, their shares, designed pages, catalogue, sessions and operator settings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE companies (
  id serial PRIMARY KEY,
  company_number text NOT NULL UNIQUE,
  name text NOT NULL,
  logo_url text NOT NULL,
  customer_info jsonb NOT NULL,
  website_languages jsonb NOT NULL,
  contact_info_list jsonb NOT NULL,
  seo jsonb NOT NULL DEFAULT '{}'::jsonb,
  global_param jsonb NOT NULL,
  home_custom jsonb NOT NULL DEFAULT '{}'::jsonb,
  login_custom jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_reviewed boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shares (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  share_random_code char(9) NOT NULL UNIQUE,
  label text NOT NULL,
  is_public boolean NOT NULL,
  share_info jsonb NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shares_company ON shares (company_id);

-- Supplier-designed pages: one row per module; channel web = webList, mobile = mobileTempList.
CREATE TABLE page_modules (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  channel text NOT NULL CHECK (channel IN ('web', 'mobile')),
  position integer NOT NULL,
  type integer NOT NULL,
  style_json text NOT NULL,
  preview_json text,
  is_preview boolean NOT NULL DEFAULT false,
  is_style boolean NOT NULL DEFAULT true,
  is_del boolean NOT NULL DEFAULT false
);
CREATE INDEX page_modules_company ON page_modules (company_id, channel, position);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  parent_id integer REFERENCES categories(id),
  category_number text NOT NULL,
  names jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (company_id, category_number)
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  product_number text NOT NULL,
  commodity_number text NOT NULL,
  out_factory_number text NOT NULL,
  category_id integer NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  ename text NOT NULL,
  lang_list jsonb NOT NULL,
  content text NOT NULL,
  en_content text NOT NULL,
  model text NOT NULL DEFAULT '',
  tag text NOT NULL DEFAULT '',
  image_seed integer NOT NULL,
  image_count integer NOT NULL,
  price numeric(12, 2) NOT NULL,
  fa_pr numeric(12, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  start_order_num integer NOT NULL,
  packing_method text NOT NULL,
  pa_nu text NOT NULL,
  in_en integer NOT NULL,
  ou_lo integer NOT NULL,
  pr_le numeric(8, 1) NOT NULL, pr_wi numeric(8, 1) NOT NULL, pr_hi numeric(8, 1) NOT NULL,
  in_le numeric(8, 1) NOT NULL, in_wi numeric(8, 1) NOT NULL, in_hi numeric(8, 1) NOT NULL,
  ou_le numeric(8, 1) NOT NULL, ou_wi numeric(8, 1) NOT NULL, ou_hi numeric(8, 1) NOT NULL,
  bulk_stere numeric(10, 4) NOT NULL,
  bulk_feet numeric(10, 2) NOT NULL,
  gr_we numeric(8, 2) NOT NULL,
  ne_we numeric(8, 2) NOT NULL,
  spot_goods_count integer NOT NULL,
  certificates text NOT NULL DEFAULT '',
  label_number text NOT NULL DEFAULT '',
  licence_status integer NOT NULL DEFAULT 0,
  has_inset_image boolean NOT NULL DEFAULT false,
  has_3d boolean NOT NULL DEFAULT false,
  has_video boolean NOT NULL DEFAULT false,
  is_hot boolean NOT NULL DEFAULT false,
  is_new boolean NOT NULL DEFAULT false,
  is_recommended boolean NOT NULL DEFAULT false,
  is_build boolean NOT NULL DEFAULT false,
  status integer NOT NULL DEFAULT 0,
  listed_at date NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (company_id, product_number)
);
CREATE INDEX products_category ON products (company_id, category_id);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('visitor', 'share', 'account')),
  company_id integer NOT NULL REFERENCES companies(id),
  share_id integer REFERENCES shares(id),
  login_email text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Operator switches shared by every app server (maintenance, ...).
CREATE TABLE service_config (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)
