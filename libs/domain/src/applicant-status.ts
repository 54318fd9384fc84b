/** The kanban stages of an application (the product spec's entities). */
export type KanbanStage = 'applied' | 'custom' | 'hired' | 'toreject' | 'rejected';

/** What the applicant is told about their application. */
export type ApplicantFacingStatus = 'applied' | 'review' | 'hired' | 'rejected';

export const applicantStatusLabels: Record<ApplicantFacingStatus, string> = {
  applied: 'Applied',
  review: 'Under review',
  hired: 'Hired',
  rejected: 'Not selected',
};

/**
 * The applicant's view of a kanban stage. 'To be rejected' is the startup's private shortlist
 * for rejection, so it reads 'Under review' like every custom column (Interview…): the applicant
 * must not tell a pending rejection from progress. Only the locked Rejected column (which also
 * sends the rejection mail) and Hired are shown as they are.
 */
export function applicantStatusOf(stage: KanbanStage): ApplicantFacingStatus {
  switch (stage) {
    case 'applied':
      return 'applied';
    case 'custom':
    case 'toreject':
      return 'review';
    case 'hired':
      return 'hired';
    case 'rejected':
      return 'rejected';
  }
}
