import type { Kysely } from 'kysely';

/**
 * Call-back and site-visit requests (lib/enquiries) and the outbox of their e-mail alerts.
 *
 * An enquiry row outlives its personal data: erasure (by hand or after the retention) nulls name,
 * phone, message and note and sets erased_at, and the rest stays as the anonymous record that an
 * enquiry happened. The listing is kept as kind and id without a foreign key, as the lead log
 * does: an enquiry outlives a deleted listing.
 *
 * The outbox holds one row per enquiry until its alert is sent. A sender claims due rows with a
 * lease (lease_until, lease_owner) so that several instances never send one row at the same time;
 * message_id is fixed when the enquiry is stored, so a resend after a crash carries the same
 * Message-ID header. Times are ISO 8601 UTC text, as everywhere in this schema, so that they
 * compare as strings on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('listing_kind', 'text')
    .addColumn('listing_id', 'text')
    .addColumn('name', 'text')
    // +91XXXXXXXXXX, normalised on the way in, so erasure by number finds every spelling.
    .addColumn('phone', 'text')
    .addColumn('want', 'text', (c) => c.notNull())
    .addColumn('visit_day', 'text')
    .addColumn('visit_window', 'text')
    .addColumn('message', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('note', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('erased_at', 'text')
    .execute();
  // The inbox: newest first, by status or by listing; erasure by number; retention by last touch.
  await db.schema.createIndex('enquiries_created').on('enquiries').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('enquiries_status_created').on('enquiries').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('enquiries_listing_created').on('enquiries').columns(['listing_id', 'created_at']).execute();
  await db.schema.createIndex('enquiries_phone').on('enquiries').column('phone').execute();
  await db.schema.createIndex('enquiries_updated').on('enquiries').column('updated_at').execute();

  await db.schema
    .createTable('enquiry_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enquiry_id', 'text', (c) => c.notNull().unique().references('enquiries.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('sent_at', 'text')
    // The failure's reason as the mail library gave it, never the message or its recipient's data.
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The sender's scan: unsent rows by when they are due.
  await db.schema.createIndex('enquiry_outbox_due').on('enquiry_outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_outbox').execute();
  await db.schema.dropTable('enquiries').execute();
}
