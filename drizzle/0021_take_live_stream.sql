-- Opening a live stream on PostgreSQL in one round trip (decision 058, amended by 077): the
-- person's and then the address's advisory locks, the count of their live rows and the insert,
-- all in the caller's one statement. A VOLATILE PL/pgSQL function takes a fresh snapshot for each
-- statement, so the count after the locks sees every row committed by whoever held them before.
-- Returns the new row's id, or NULL when a cap is reached.
CREATE OR REPLACE FUNCTION take_live_stream(
  p_instance_id text,
  p_session_id text,
  p_user_id text,
  p_address text,
  p_stale_ms integer,
  p_per_session integer,
  p_per_user integer,
  p_per_address integer
) RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  session_count integer;
  user_count integer;
  address_count integer;
  taken uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('stream user ' || p_user_id));
  PERFORM pg_advisory_xact_lock(hashtext('stream address ' || p_address));
  SELECT count(*) FILTER (WHERE session_id = p_session_id),
         count(*) FILTER (WHERE user_id = p_user_id),
         count(*) FILTER (WHERE address = p_address)
    INTO session_count, user_count, address_count
    FROM live_streams
   WHERE (user_id = p_user_id OR address = p_address)
     AND seen_at > now() - make_interval(secs => p_stale_ms / 1000.0);
  IF session_count >= p_per_session OR user_count >= p_per_user OR address_count >= p_per_address THEN
    RETURN NULL;
  END IF;
  INSERT INTO live_streams (instance_id, session_id, user_id, address)
  VALUES (p_instance_id, p_session_id, p_user_id, p_address)
  RETURNING id INTO taken;
  RETURN taken;
END
$$;
