/**
 * What a student's assignment card reads (the list page and the student home); append to a
 * query's source and select `...StudentAssignmentFields`.
 */
export const STUDENT_ASSIGNMENT_FIELDS = /* GraphQL */ `
  fragment StudentAssignmentFields on PracticeAssignment {
    id
    title
    status
    isCurriculum
    startsAt
    dueAt
    classroom {
      id
      name
      avatar
    }
    rules {
      attemptMode
      maxAttempts
    }
    myProgress {
      bucket
      dueAt
      attemptsUsed
      attemptsAllowed
      bestScore
      passed
      completedScenarios
      totalScenarios
    }
    scenarios {
      position
      completed
      scenarioId
      inProgress {
        id
      }
    }
  }
`;
