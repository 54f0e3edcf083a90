CREATE TABLE "notification_sent" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_sent_user_id_kind_event_key_pk" PRIMARY KEY("user_id","kind","event_key")
);
--> statement-breakpoint
CREATE TABLE "run_watch" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"open_sockets" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"polled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_sent" ADD CONSTRAINT "notification_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_watch" ADD CONSTRAINT "run_watch_run_id_generation_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."generation_run"("id") ON DELETE cascade ON UPDATE no action;