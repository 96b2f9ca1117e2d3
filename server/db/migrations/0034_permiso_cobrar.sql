-- Issue 25: collecting money became the 'cobrar' permission. Whoever could charge before (the sales or the
-- counter-sale module) keeps charging: the tag is added to their access string ('*' already holds it). Pending
-- invitations are rows of usuarios too.
UPDATE "usuarios" SET "acceso_modulo_tag" = "acceso_modulo_tag" || ',cobrar'
WHERE btrim("acceso_modulo_tag") <> '*'
  AND regexp_split_to_array(btrim("acceso_modulo_tag"), '[\s,;|]+') && ARRAY['ventas', 'ventaInmediata']
  AND NOT regexp_split_to_array(btrim("acceso_modulo_tag"), '[\s,;|]+') @> ARRAY['cobrar'];
