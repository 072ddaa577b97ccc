CREATE TABLE "freelancer_name_word_list" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelancer_name_words" (
	"freelancer_id" integer NOT NULL,
	"word" text NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "freelancer_name_words_freelancer_id_word_pk" PRIMARY KEY("freelancer_id","word")
);
--> statement-breakpoint
ALTER TABLE "freelancer_name_words" ADD CONSTRAINT "freelancer_name_words_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freelancer_name_word_list_trgm_idx" ON "freelancer_name_word_list" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "freelancer_name_words_order_idx" ON "freelancer_name_words" USING btree ("word","name","freelancer_id");--> statement-breakpoint
CREATE INDEX "freelancer_name_words_district_idx" ON "freelancer_name_words" USING btree ("word","district_id","name","freelancer_id");--> statement-breakpoint
-- The words of each freelancer's name for the one-word search (freelancer-name-search.ts): split on
-- white space after NFC and lower case, as the trigram search's `search_text` holds the name.
CREATE FUNCTION freelancer_name_words_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name IS NOT DISTINCT FROM OLD.name AND NEW.district_id IS NOT DISTINCT FROM OLD.district_id THEN
      RETURN NULL;
    END IF;
    DELETE FROM freelancer_name_words WHERE freelancer_id = NEW.id;
  END IF;
  INSERT INTO freelancer_name_words (freelancer_id, word, district_id, name)
    SELECT DISTINCT NEW.id, word, NEW.district_id, NEW.name
    FROM regexp_split_to_table(lower(normalize(NEW.name, NFC)), '\s+') AS word WHERE word <> '';
  -- In word order, so two writers adding the same new words take their locks alike.
  INSERT INTO freelancer_name_word_list (word)
    SELECT DISTINCT word FROM regexp_split_to_table(lower(normalize(NEW.name, NFC)), '\s+') AS word
    WHERE word <> '' ORDER BY word
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER freelancers_name_words AFTER INSERT OR UPDATE OF name, district_id ON freelancers
  FOR EACH ROW EXECUTE FUNCTION freelancer_name_words_write();--> statement-breakpoint
-- Everything again from the freelancers: for bulk loads made with the triggers off, and below.
CREATE FUNCTION freelancer_name_words_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM freelancer_name_words;
  INSERT INTO freelancer_name_words (freelancer_id, word, district_id, name)
    SELECT DISTINCT f.id, w.word, f.district_id, f.name
    FROM freelancers f
    CROSS JOIN LATERAL regexp_split_to_table(lower(normalize(f.name, NFC)), '\s+') AS w(word)
    WHERE w.word <> '';
  INSERT INTO freelancer_name_word_list (word)
    SELECT DISTINCT word FROM freelancer_name_words ORDER BY word
    ON CONFLICT (word) DO NOTHING;
END $$;--> statement-breakpoint
SELECT freelancer_name_words_rebuild();
