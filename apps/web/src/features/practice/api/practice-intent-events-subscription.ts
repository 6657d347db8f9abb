import type {
  PracticeIntentEventsSubscription,
  PracticeIntentEventsSubscriptionVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import {
  PRACTICE_INTENT_PROGRESS_FIELDS,
  PRACTICE_MESSAGE_FIELDS,
} from './practice-message-fields.ts';

export const PracticeIntentEventsDocument = typedDocument<
  PracticeIntentEventsSubscription,
  PracticeIntentEventsSubscriptionVariables
>(/* GraphQL */ `
  subscription PracticeIntentEvents($intentId: ID!) {
    practiceIntentEvents(intentId: $intentId) {
      kind
      delta
      replyTo
      message {
        ...PracticeMessageFields
      }
      intent {
        ...PracticeIntentProgressFields
      }
    }
  }
  ${PRACTICE_INTENT_PROGRESS_FIELDS}
  ${PRACTICE_MESSAGE_FIELDS}
`);
