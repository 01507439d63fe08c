-- The default first-message templates (docs/rules/templates.md#d12.1): the four texts generate-first-sms has always
-- chosen from, with the names as variables, so a fresh install has templates. Their copy in code is
-- DEFAULT_TEMPLATES (src/contract/templates.ts); tests/api/templates/defaults.test.ts holds the two equal.
INSERT INTO "message_templates" ("name", "body") VALUES
  ('Interested', 'Hi {client_name}, this is {picker_name}. I saw your rental listing and I''m interested. Is it still available?'),
  ('Could we talk', 'Hello {client_name}! My name is {picker_name}. I came across your place for rent. Could we talk about it?'),
  ('Still available', 'Hi {client_name}, {picker_name} here. Is your rental still available? I''d love to hear more about it.'),
  ('Good time to chat', 'Good day {client_name}! I''m {picker_name} and your rental caught my eye. When would be a good time to chat?');
