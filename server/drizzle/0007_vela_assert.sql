-- A check inside one statement: false aborts the statement (and so the batch) with the message.
CREATE OR REPLACE FUNCTION vela_assert(ok boolean, what text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'trading batch check failed: %', what;
  END IF;
  RETURN true;
END
$$;
