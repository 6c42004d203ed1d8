-- The token-signing key now comes from JWT_SECRET or DATA_DIR/jwt-signing-key, never from the
-- database (which every backup copies). Drop the key that older versions generated and stored
-- here: tokens signed with it and reset codes hashed with it stop working once.
DELETE FROM "settings" WHERE "key" = 'jwt_secret';
