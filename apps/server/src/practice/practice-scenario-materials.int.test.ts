import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { attachToScenario } from '../media/media.test-helpers.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent } from '../test/world-factories.ts';
import { fileOf, MINIMAL_PDF, noisePng } from '../uploads/test-files.ts';

/**
 * A teacher's private scenario, assigned: the student reads its materials (a menu, a map) in the
 * brief and in the session, through signed URLs — as far as the assignment's help allows.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Material = { kind: string; originalName: string; url: string; thumbnailUrl: string | null };

const BRIEF = /* GraphQL */ `
  query ($assignmentId: ID!, $scenarioId: ID!) {
    practiceAssignmentScenario(assignmentId: $assignmentId, scenarioId: $scenarioId) {
      scenario { attachments { kind originalName url thumbnailUrl } }
    }
  }
`;
type Brief = {
  practiceAssignmentScenario: { scenario: { attachments: Material[] | null } } | null;
};

const SESSION = 'query ($id: ID!) { practiceIntent(id: $id) { scenario { attachments { url } } } }';

async function assignedWithMaterials(helpFeatures: string[]) {
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED', helpFeatures });
  await attachToScenario(
    world.teacherClient,
    world.scenarioId,
    fileOf(await noisePng(64, 48), 'Mapa.png'),
  );
  await attachToScenario(world.teacherClient, world.scenarioId, fileOf(MINIMAL_PDF, 'Menú.pdf'));
  const assignment = await world.create();
  await world.publish(assignment.id);
  const brief = (client = world.studentClient) =>
    client.query<Brief>(BRIEF, { assignmentId: assignment.id, scenarioId: world.scenarioId });
  return { world, assignment, brief };
}

describe("an assigned private scenario's materials", () => {
  it('reach the student in the brief and the session, on signed URLs that serve the files', async () => {
    const { world, assignment, brief } = await assignedWithMaterials(['VIEW_DESCRIPTION']);
    const materials = (await brief()).data?.practiceAssignmentScenario?.scenario.attachments;
    expect(materials?.map(({ kind, originalName }) => ({ kind, originalName }))).toEqual([
      { kind: 'IMAGE', originalName: 'Mapa.png' },
      { kind: 'PDF', originalName: 'Menú.pdf' },
    ]);
    for (const material of materials ?? []) {
      expect(material.url).toMatch(/^\/media\/private\/scenarios\/.+\?exp=\d+&sig=/);
      expect((await fetch(new URL(material.url, server.url))).status).toBe(200);
    }

    const started = await world.start(assignment.id);
    const intentId = started.objects?.[0]?.id;
    const session = await world.studentClient.query<{
      practiceIntent: { scenario: { attachments: { url: string }[] | null } };
    }>(SESSION, { id: intentId });
    expect(session.data?.practiceIntent.scenario.attachments).toHaveLength(2);
  });

  it('stay hidden when the assignment does not show the description', async () => {
    const { brief } = await assignedWithMaterials([]);
    const read = await brief();
    expect(read.errors).toBeUndefined();
    expect(read.data?.practiceAssignmentScenario?.scenario.attachments).toBeNull();
  });

  it('never reach a student the assignment is not for, nor the authored scenario', async () => {
    const { world, brief } = await assignedWithMaterials(['VIEW_DESCRIPTION']);
    const stranger = await graphqlClient(server, (await buildStudent(server.database.db)).user);
    const strangerRead = await brief(stranger);
    expect(strangerRead.data?.practiceAssignmentScenario ?? null).toBeNull();
    expect(JSON.stringify(strangerRead)).not.toContain('/media/');
    // The assigned student practises the view, not the authored scenario with its answers.
    const authored = await world.studentClient.query<{ scenario: unknown }>(
      'query ($id: ID!) { scenario(id: $id) { id rubrics { criteria } } }',
      { id: world.scenarioId },
    );
    expect(authored.data?.scenario ?? null).toBeNull();
  });
});
