-- Custom migration: audit details of completed VPS orders kept the server's SSH key in clear (the trail masked
-- passwords but not SSH keys, fixed in server/lib/audit-trail.ts). Mask the ones already written, as the trail
-- masks a secret: a value becomes '••••', an empty one stays as it was.
UPDATE audit_events
  SET details = jsonb_set(details, '{serverSshKey}', '"••••"'::jsonb)
  WHERE details ? 'serverSshKey'
    AND jsonb_typeof(details->'serverSshKey') = 'string'
    AND details->>'serverSshKey' <> '';
