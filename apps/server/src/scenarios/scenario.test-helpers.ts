import type { GraphQLClient } from '../test/graphql-clients.ts';
import { scenarioInput } from './scenario-input.fixture.ts';

export type FieldErrorResult = {
  field: string;
  objectPosition: number | null;
  messages: string[];
  code: string;
};

export type Payload<T> = {
  success: boolean;
  objects: T[] | null;
  errors: FieldErrorResult[] | null;
};

export const SCENARIO_FIELDS = /* GraphQL */ `
  id title description level visibility isLibrary viewerIsOwner viewerCanEdit duplicatedFromId
  estimatedDurationSeconds estimatedDurationMinutes characterName voiceGender voiceName
  openingMessage openingMessageTranslation
  language { isoLanguageCode }
  owner { id }
  steps { id position title goal expectedPhrases scriptedLine scriptedLineTranslation }
  vocabularyItems { id position kind text translation required }
  rubrics { category criteria weight }
  attachments { id kind url thumbnailUrl originalName contentType }
`;

export type ScenarioResult = {
  id: string;
  title: string;
  description: string;
  level: string;
  visibility: 'PRIVATE' | 'PUBLIC';
  isLibrary: boolean;
  viewerIsOwner: boolean;
  viewerCanEdit: boolean;
  duplicatedFromId: string | null;
  estimatedDurationSeconds: number;
  estimatedDurationMinutes: number;
  characterName: string;
  voiceGender: string;
  voiceName: string | null;
  openingMessage: string;
  openingMessageTranslation: string;
  language: { isoLanguageCode: string };
  owner: { id: string } | null;
  steps: {
    id: string;
    position: number;
    title: string;
    goal: string;
    expectedPhrases: string[];
    scriptedLine: string;
    scriptedLineTranslation: string;
  }[];
  vocabularyItems: {
    id: string;
    position: number;
    kind: string;
    text: string;
    translation: string;
    required: boolean;
  }[];
  rubrics: { category: string; criteria: string; weight: number }[];
  attachments: {
    id: string;
    kind: string;
    url: string;
    thumbnailUrl: string | null;
    originalName: string;
    contentType: string;
  }[];
};

export const CREATE_SCENARIO = /* GraphQL */ `
  mutation CreateScenario($input: ScenarioInput!, $library: Boolean) {
    createScenario(input: $input, library: $library) {
      success
      objects { ${SCENARIO_FIELDS} }
      errors { field objectPosition messages code }
    }
  }
`;

export const UPDATE_SCENARIO = /* GraphQL */ `
  mutation UpdateScenario($id: ID!, $input: ScenarioInput!) {
    updateScenario(id: $id, input: $input) {
      success
      objects { ${SCENARIO_FIELDS} }
      errors { field objectPosition messages code }
    }
  }
`;

export const SCENARIO_DETAIL = /* GraphQL */ `
  query Scenario($id: ID!) { scenario(id: $id) { ${SCENARIO_FIELDS} } }
`;

/** Creates a scenario through the API and returns it; fails the test on any error. */
export async function createScenarioAs(
  client: GraphQLClient,
  languageId: string,
  overrides: Record<string, unknown> = {},
  options: { library?: boolean } = {},
): Promise<ScenarioResult> {
  const response = await client.query<{ createScenario: Payload<ScenarioResult> }>(
    CREATE_SCENARIO,
    { input: scenarioInput(languageId, overrides), library: options.library ?? false },
  );
  const created = response.data?.createScenario.objects?.[0];
  if (!created) {
    throw new Error(`createScenario failed: ${JSON.stringify(response.errors ?? response.data)}`);
  }
  return created;
}
