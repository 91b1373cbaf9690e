-- An authenticator code is used once (ASVS 5.0 6.5.1): the time step of the
-- last accepted code, per account (auth/totp-replay.ts).
ALTER TABLE "two_factors" ADD COLUMN "totp_last_step" bigint;