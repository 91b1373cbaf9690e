import type { Db } from "../../db/client.js";
import { contacts } from "../../db/schema.js";
import type { ContactInput } from "../../../shared/contact.js";

/** Stores a visitor's message. Input is already validated by the shared schema. */
export async function createContactMessage(db: Db, input: ContactInput): Promise<{ id: string }> {
  const [row] = await db.insert(contacts).values(input).returning({ id: contacts.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}
