CREATE TABLE "content_open_readers" (
	"day" date NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"reader" text NOT NULL,
	CONSTRAINT "content_open_readers_day_content_kind_content_id_reader_pk" PRIMARY KEY("day","content_kind","content_id","reader"),
	CONSTRAINT "content_open_readers_kind_check" CHECK ("content_open_readers"."content_kind" in ('episode', 'item', 'post'))
);
