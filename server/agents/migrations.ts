/** Tables of the agents' conversations: one list per user and property (server/agents/store.ts). */
export const agentMigrations = [
  {
    name: '101_agent_conversations',
    sql: `
      CREATE TABLE agent_conversations (
        id text PRIMARY KEY,
        property_id text NOT NULL,
        user_id text NOT NULL,
        agent text NOT NULL,
        title text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX agent_conversations_owner ON agent_conversations (property_id, user_id, updated_at DESC);
      CREATE TABLE agent_messages (
        id text PRIMARY KEY,
        conversation_id text NOT NULL REFERENCES agent_conversations(id) ON DELETE CASCADE,
        role text NOT NULL,
        content text NOT NULL,
        sources jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX agent_messages_conversation ON agent_messages (conversation_id, id);
      CREATE TABLE agent_files (
        id text PRIMARY KEY,
        conversation_id text NOT NULL REFERENCES agent_conversations(id) ON DELETE CASCADE,
        name text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // The brand voice a Marketing draft was written in, shown under the answer when the conversation is reopened.
    name: '102_agent_message_voice',
    sql: `ALTER TABLE agent_messages ADD COLUMN voice text`,
  },
];
