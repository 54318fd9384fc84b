import type { ContactTopic } from '@nordhub/contracts';
import type { Db } from '../../../db/db';

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  userId: string | null;
  remoteIp: string | null;
}

export function insertContactMessage(db: Db, input: NewContactMessage): Promise<{ id: string; created_at: Date }> {
  return db.one<{ id: string; created_at: Date }>(
    `INSERT INTO contact_messages (name, email, topic, message, user_id, remote_ip)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
    [input.name, input.email, input.topic, input.message, input.userId, input.remoteIp],
  );
}
