import { postAs } from './jobs';

/** The seeded job seeker with an applicant profile (api/src/seed/demo.ts). */
export const demoApplicant = { email: 'applicant@nordhub.test', name: 'Elias Virtanen' } as const;

/** A minimal PDF to attach as a CV in the apply form (the form accepts PDF files). */
export const cvPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Applies to a job as `email` through the real API (POST /api/jobs/{id}/apply), as the apply form will. */
export async function applyToJob(email: string, jobId: string, message: string): Promise<{ id: string }> {
  return postAs<{ id: string }>(email, 'POST', `/api/jobs/${jobId}/apply`, { message });
}

/**
 * The seeded startup Havbrise, managed by the all-profiles demo account: six applications to one
 * job arrived in the last six days and wait in Applied, so it has no response record yet
 * (api/src/seed/generate.ts).
 */
export const waitingStartup = { managerEmail: 'multi@nordhub.test', companyKey: 'havbrise', name: 'Havbrise' } as const;
