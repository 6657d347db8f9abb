import type { GraphQLClient } from '../test/graphql-clients.ts';

const ADD_ATTACHMENT = /* GraphQL */ `
  mutation ($scenarioId: ID!, $file: File!) {
    addScenarioAttachment(scenarioId: $scenarioId, file: $file) {
      objects { id url thumbnailUrl }
      errors { code }
    }
  }
`;

export type AddedAttachment = { id: string; url: string; thumbnailUrl: string | null };

/** Uploads a file to a scenario as its author and returns the new attachment's URLs. */
export async function attachToScenario(
  client: GraphQLClient,
  scenarioId: string,
  file: File,
): Promise<AddedAttachment> {
  const added = await client.upload<{
    addScenarioAttachment: { objects: AddedAttachment[] | null };
  }>(ADD_ATTACHMENT, { scenarioId, file: null }, { 'variables.file': file });
  const attachment = added.data?.addScenarioAttachment.objects?.[0];
  if (!attachment) throw new Error(`upload failed: ${JSON.stringify(added)}`);
  return attachment;
}

/** The media key of a /media URL (signed or not). */
export const mediaKeyOf = (url: string) =>
  new URL(url, 'http://localhost').pathname.slice('/media/'.length);
