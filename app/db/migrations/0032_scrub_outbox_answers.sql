-- Earlier releases kept up to 300 characters of a push service's or SMS provider's answer in last_error
-- ("HTTP 500: <body>", "HTTP 400 (code 21211): <message>"); the outbound guard keeps only the status and the
-- provider's error code. This removes the answers already stored, so the admin outbox shows none of them.
UPDATE "outbox"
SET "last_error" = regexp_replace("last_error", '(HTTP [0-9]{3}( \(code [0-9]{1,6}\))?): .*$', '\1')
WHERE "channel" IN ('push', 'sms') AND "last_error" ~ 'HTTP [0-9]{3}( \(code [0-9]{1,6}\))?: ';
