import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  type AssignmentWorld,
  buildAssignmentWorld,
} from '../assignments/assignment.test-helpers.ts';
import { practiceMessages } from '../db/schema/index.ts';
import type { GraphQLClient } from '../test/graphql-clients.ts';
import type { TestServer } from '../test/test-server.ts';

export const SEND_RECORDING = /* GraphQL */ `
  mutation ($intentId: ID!, $audio: File!, $transcript: String, $transcriptSource: TranscriptSource) {
    sendPracticeRecording(intentId: $intentId, audio: $audio, transcript: $transcript,
                          transcriptSource: $transcriptSource) {
      objects {
        id role text correctness gradingStatus transcription transcriptSource transcriptionStatus
        audio { url mimeType durationSeconds }
      }
      errors { field code messages }
    }
  }
`;

export const ACCEPT_NOTICE = /* GraphQL */ `
  mutation { acceptRecordingNotice { success object { recordingNoticeAccepted } } }
`;

export const MESSAGES = /* GraphQL */ `
  query ($id: ID!) {
    practiceIntent(id: $id) {
      status
      messages {
        id role text correctness gradingStatus transcription transcriptSource transcriptionStatus
        textWithheld wordsPerMinute audioDeletedAt
        audio { url mimeType durationSeconds }
        speech { url mimeType durationSeconds }
        feedback { category code }
      }
    }
  }
`;

export type Audio = { url: string; mimeType: string; durationSeconds: number };
export type Message = {
  id: string;
  role: string;
  text: string;
  correctness: string | null;
  gradingStatus: string | null;
  transcription: string | null;
  transcriptSource: string | null;
  transcriptionStatus: string | null;
  textWithheld: boolean;
  wordsPerMinute: number | null;
  audioDeletedAt: string | null;
  audio: Audio | null;
  speech: Audio | null;
  feedback: { category: string; code: string }[];
};
export type Sent = {
  sendPracticeRecording: {
    objects: Message[] | null;
    errors: { field: string; code: string; messages: string[] }[] | null;
  };
};

/** A classroom's student in a running attempt of a Spanish scenario, notice accepted. */
export async function startSpokenAttempt(
  server: TestServer,
  helpFeatures: string[] = [],
): Promise<{ world: AssignmentWorld; intentId: string }> {
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED', helpFeatures });
  const assignment = await world.create();
  await world.publish(assignment.id);
  const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
  await world.studentClient.query(ACCEPT_NOTICE);
  return { world, intentId };
}

export function sendRecording(
  client: GraphQLClient,
  intentId: string,
  audio: File,
  transcript?: { text: string; source?: 'BROWSER' | 'TYPED' },
) {
  return client.upload<Sent>(
    SEND_RECORDING,
    {
      intentId,
      audio: null,
      transcript: transcript?.text ?? null,
      transcriptSource: transcript?.source ?? null,
    },
    { 'variables.audio': audio },
  );
}

export async function messagesOf(client: GraphQLClient, intentId: string): Promise<Message[]> {
  const response = await client.query<{ practiceIntent: { messages: Message[] } | null }>(
    MESSAGES,
    { id: intentId },
  );
  if (!response.data?.practiceIntent) throw new Error(JSON.stringify(response.errors));
  return response.data.practiceIntent.messages;
}

/** Polls until `ready` holds for the message (gradings and transcriptions run in the background). */
export async function waitForMessage(
  client: GraphQLClient,
  intentId: string,
  messageId: string,
  ready: (message: Message) => boolean,
): Promise<Message> {
  for (let tries = 0; tries < 150; tries += 1) {
    const message = (await messagesOf(client, intentId)).find((m) => m.id === messageId);
    if (message && ready(message)) return message;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`message ${messageId} never became ready`);
}

/** Every file stored under the private media prefix of this server. */
export async function privateMediaFiles(server: TestServer): Promise<string[]> {
  const root = join(server.config.dataDir, 'media', 'private');
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return files.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function messageRows(server: TestServer, intentId: string) {
  return server.database.db
    .select()
    .from(practiceMessages)
    .where(eq(practiceMessages.intentId, intentId));
}
