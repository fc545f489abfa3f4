-- Reference data (spec §3 Currency): the currencies an assessment can be priced in.
INSERT INTO "currencies" ("code", "symbol", "name") VALUES
  ('USD', '$', 'US Dollar'),
  ('GBP', '£', 'British Pound'),
  ('EUR', '€', 'Euro'),
  ('AUD', 'A$', 'Australian Dollar'),
  ('CAD', 'C$', 'Canadian Dollar')
ON CONFLICT ("code") DO NOTHING;
