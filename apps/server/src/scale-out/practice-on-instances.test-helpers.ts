import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import type { ServerCluster } from '../test/server-cluster.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { type Subscription, subscribe } from '../test/sse-subscription.ts';

export type PracticeEventData = {
  practiceIntentEvents: {
    kind: string;
    message: { id: string; correctness: string | null } | null;
  };
};

/**
 * A student's running attempt (unlimited, so grades show at once), built on the cluster's
 * in-process server, and the student's client on one instance, subscribed there to its events.
 */
export async function practiceAttemptOn(cluster: ServerCluster, instance: ServerProcess) {
  const world = await buildAssignmentWorld(cluster.server, { attemptMode: 'UNLIMITED' });
  const assignment = await world.create();
  await world.publish(assignment.id);
  const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
  const student = await graphqlClient({ ...cluster.server, url: instance.url }, world.student.user);
  const events: Subscription<PracticeEventData> = await subscribe<PracticeEventData>(
    instance.url,
    student,
    'subscription ($intentId: ID!) { practiceIntentEvents(intentId: $intentId) { kind message { id correctness } } }',
    { intentId },
  );
  return {
    world,
    intentId,
    student,
    events,
    /** Sends a typed answer as the student; resolves with the message's id. */
    async send(text = 'Buenos días, quiero una barra de pan.', as: GraphQLClient = student) {
      const sent = await as.query<{ sendPracticeMessage: { objects: { id: string }[] } }>(
        'mutation ($intentId: ID!, $text: String!) { sendPracticeMessage(intentId: $intentId, text: $text) { objects { id } } }',
        { intentId, text },
      );
      const id = sent.data?.sendPracticeMessage.objects[0]?.id;
      if (!id) throw new Error(`message not sent: ${JSON.stringify(sent)}`);
      return id;
    },
  };
}
