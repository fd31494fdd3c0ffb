-- Emails are canonical from now on (src/domain/shared/email.ts): NFC-normalised, lower-cased,
-- without invisible or bidirectional control characters. Accounts stored before may collide
-- (two spellings of one address) or carry such characters. This migration changes no data:
-- merging or renaming an account is an operator's decision. It reports what it finds as a
-- WARNING (in PostgreSQL's log) and `heldfunds customer email-check` lists every account
-- concerned, with exit code 1 while any remains (docs/security.md, "Canonical emails").
DO $$
DECLARE
  collisions integer;
  look_alikes integer;
BEGIN
  SELECT count(*) INTO collisions FROM (
    SELECT normalize(lower(btrim("email")), NFC) AS canonical
    FROM "Customer"
    GROUP BY 1
    HAVING count(*) > 1
  ) AS groups;
  SELECT count(*) INTO look_alikes FROM "Customer"
  WHERE "email" ~ '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]';
  IF collisions > 0 OR look_alikes > 0 THEN
    RAISE WARNING 'canonical emails: % address(es) spelled by more than one account, % account(s) with invisible or bidirectional characters; run "heldfunds customer email-check" for the list', collisions, look_alikes;
  END IF;
END $$;
