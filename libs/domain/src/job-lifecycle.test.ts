import {
  availableJobActions,
  decideJobRejection,
  decideJobTransition,
  jobWaitsForReview,
  effectiveJobStatus,
  JOB_ACTIONS,
  JOB_STATUSES,
  type JobAction,
  type JobActor,
  type JobLifecycleStatus,
} from './job-lifecycle';

const now = new Date('2026-05-10T12:00:00.000Z');
const future = '2026-06-10T12:00:00.000Z';
const past = '2026-05-01T12:00:00.000Z';
const actors: readonly JobActor[] = ['manager', 'admin', 'system'];

/** Every allowed move for a job with an open date: action, from, actors, to, approvedAt change. */
const allowed: readonly [JobAction, JobLifecycleStatus, readonly JobActor[], JobLifecycleStatus, 'set' | 'clear' | 'keep'][] = [
  ['submit', 'DRAFT', ['manager', 'admin'], 'PENDING_PAYMENT', 'keep'],
  ['pay', 'PENDING_PAYMENT', ['system'], 'ACTIVE', 'set'],
  ['approve', 'DRAFT', ['admin'], 'ACTIVE', 'set'],
  ['approve', 'PENDING_PAYMENT', ['admin'], 'ACTIVE', 'set'],
  ['approve', 'PENDING_COMPANY_APPROVAL', ['admin'], 'ACTIVE', 'set'],
  ['pause', 'ACTIVE', ['manager', 'admin'], 'STOPPED', 'keep'],
  ['resume', 'STOPPED', ['manager', 'admin'], 'ACTIVE', 'keep'],
  ['republish', 'EXPIRED', ['manager', 'admin'], 'PENDING_PAYMENT', 'clear'],
];

const isAllowed = (action: JobAction, from: JobLifecycleStatus, actor: JobActor) =>
  allowed.some(([a, f, who]) => a === action && f === from && who.includes(actor));

describe('decideJobTransition with an open expiration date', () => {
  it.each(allowed.flatMap(([action, from, who, to, approval]) => who.map((actor) => [action, from, actor, to, approval] as const)))(
    '%s from %s by %s goes to %s (approvedAt: %s)',
    (action, from, actor, to, approval) => {
      expect(decideJobTransition({ status: from, expirationDate: future }, action, actor, now)).toEqual({ allowed: true, action, from, to, approval });
    },
  );

  // Everything else is refused: a wrong actor with 'actor', a right actor in a wrong status with 'status'.
  const refused = JOB_ACTIONS.flatMap((action) =>
    JOB_STATUSES.flatMap((from) => actors.filter((actor) => !isAllowed(action, from, actor)).map((actor) => [action, from, actor] as const)),
  ).filter(([action]) => action !== 'expire');

  it.each(refused)('%s from %s by %s is refused', (action, from, actor) => {
    const decision = decideJobTransition({ status: from, expirationDate: future }, action, actor, now);
    expect(decision.allowed).toBe(false);
    const actorMayAct = allowed.some(([a, , who]) => a === action && who.includes(actor));
    expect(decision).toMatchObject({ reason: actorMayAct ? 'status' : 'actor' });
  });

  it('names the current status and the action when the status is wrong', () => {
    expect(decideJobTransition({ status: 'DRAFT', expirationDate: future }, 'pause', 'manager', now)).toMatchObject({
      allowed: false,
      reason: 'status',
      message: 'Cannot pause a job in status DRAFT: pause is possible only from ACTIVE',
    });
  });

  it('says who may act when the actor may not', () => {
    expect(decideJobTransition({ status: 'DRAFT' }, 'approve', 'manager', now)).toMatchObject({ reason: 'actor', message: 'Only an admin may approve a job' });
    expect(decideJobTransition({ status: 'PENDING_PAYMENT' }, 'pay', 'admin', now)).toMatchObject({
      reason: 'actor',
      message: 'A job is paid only through a confirmed checkout',
    });
    expect(decideJobTransition({ status: 'ACTIVE', expirationDate: past }, 'expire', 'manager', now)).toMatchObject({ reason: 'actor' });
    expect(decideJobTransition({ status: 'ACTIVE' }, 'pause', 'system', now)).toMatchObject({
      reason: 'actor',
      message: 'Only a manager of the company may pause a job',
    });
  });

  it('treats a job without an expiration date as never expiring', () => {
    expect(decideJobTransition({ status: 'DRAFT', expirationDate: null }, 'approve', 'admin', now).allowed).toBe(true);
    expect(decideJobTransition({ status: 'ACTIVE' }, 'expire', 'system', now)).toMatchObject({ allowed: false, reason: 'expiration' });
  });
});

describe('expiry', () => {
  it('expires a live or paused job once its date has passed (the clock only)', () => {
    for (const status of ['ACTIVE', 'STOPPED'] as const) {
      expect(decideJobTransition({ status, expirationDate: past }, 'expire', 'system', now)).toEqual({
        allowed: true,
        action: 'expire',
        from: status,
        to: 'EXPIRED',
        approval: 'keep',
      });
      // Exactly at the expiration date counts as passed.
      expect(decideJobTransition({ status, expirationDate: now.toISOString() }, 'expire', 'system', now).allowed).toBe(true);
    }
  });

  it('refuses to expire before the date, and from any other status', () => {
    expect(decideJobTransition({ status: 'ACTIVE', expirationDate: future }, 'expire', 'system', now)).toMatchObject({
      reason: 'expiration',
      message: 'Cannot expire a job in status ACTIVE before its expiration date',
    });
    for (const status of ['EXPIRED', 'DRAFT', 'PENDING_PAYMENT', 'PENDING_COMPANY_APPROVAL'] as const) {
      expect(decideJobTransition({ status, expirationDate: past }, 'expire', 'system', now)).toMatchObject({ allowed: false, reason: 'status' });
    }
  });

  it('counts a live or paused job past its date as EXPIRED', () => {
    expect(effectiveJobStatus({ status: 'ACTIVE', expirationDate: past }, now)).toBe('EXPIRED');
    expect(effectiveJobStatus({ status: 'STOPPED', expirationDate: past }, now)).toBe('EXPIRED');
    expect(effectiveJobStatus({ status: 'ACTIVE', expirationDate: future }, now)).toBe('ACTIVE');
    expect(effectiveJobStatus({ status: 'DRAFT', expirationDate: past }, now)).toBe('DRAFT');
  });

  it('so a paused job past its date cannot be resumed or paused, only republished', () => {
    expect(decideJobTransition({ status: 'STOPPED', expirationDate: past }, 'resume', 'manager', now)).toMatchObject({
      reason: 'status',
      from: 'EXPIRED',
      message: 'Cannot resume a job in status EXPIRED: resume is possible only from STOPPED',
    });
    expect(decideJobTransition({ status: 'ACTIVE', expirationDate: past }, 'pause', 'manager', now)).toMatchObject({ reason: 'status', from: 'EXPIRED' });
  });

  it('refuses to send a job past its date to payment or live until the date is moved', () => {
    const cases: [JobAction, JobLifecycleStatus, JobActor][] = [
      ['submit', 'DRAFT', 'manager'],
      ['pay', 'PENDING_PAYMENT', 'system'],
      ['approve', 'DRAFT', 'admin'],
      ['approve', 'PENDING_PAYMENT', 'admin'],
      ['approve', 'PENDING_COMPANY_APPROVAL', 'admin'],
      ['republish', 'EXPIRED', 'manager'],
    ];
    for (const [action, status, actor] of cases) {
      expect(decideJobTransition({ status, expirationDate: past }, action, actor, now)).toMatchObject({
        allowed: false,
        reason: 'expiration',
        message: `Cannot ${action} a job in status ${status} whose expiration date has passed: set a later expiration date first`,
      });
    }
  });
});

describe('availableJobActions', () => {
  it('offers what the actor may do now', () => {
    expect(availableJobActions({ status: 'DRAFT', expirationDate: future }, 'manager', now)).toEqual(['submit']);
    expect(availableJobActions({ status: 'DRAFT', expirationDate: future }, 'admin', now)).toEqual(['submit', 'approve']);
    expect(availableJobActions({ status: 'ACTIVE', expirationDate: future }, 'manager', now)).toEqual(['pause']);
    expect(availableJobActions({ status: 'ACTIVE', expirationDate: past }, 'system', now)).toEqual(['expire']);
    expect(availableJobActions({ status: 'EXPIRED', expirationDate: past }, 'manager', now)).toEqual([]);
    expect(availableJobActions({ status: 'EXPIRED', expirationDate: future }, 'manager', now)).toEqual(['republish']);
  });
});

describe('job review', () => {
  it('waits for review by the site setting: every job, a startup whose jobs never went live, or none', () => {
    expect([true, false].map((approvedBefore) => jobWaitsForReview('all', approvedBefore))).toEqual([true, true]);
    expect([true, false].map((approvedBefore) => jobWaitsForReview('first-job', approvedBefore))).toEqual([false, true]);
    expect([true, false].map((approvedBefore) => jobWaitsForReview('off', approvedBefore))).toEqual([false, false]);
  });

  it('a confirmed payment sends a job that waits to review, paid, instead of live', () => {
    const job = { status: 'PENDING_PAYMENT', expirationDate: future } as const;
    expect(decideJobTransition(job, 'pay', 'system', now, { review: true })).toMatchObject({ allowed: true, to: 'PENDING_COMPANY_APPROVAL', approval: 'keep' });
    expect(decideJobTransition(job, 'pay', 'system', now, { review: false })).toMatchObject({ allowed: true, to: 'ACTIVE', approval: 'set' });
  });

  it('an admin approves a job in review (live) or rejects it back to a draft; nobody else may', () => {
    const waiting = { status: 'PENDING_COMPANY_APPROVAL', expirationDate: future, postingPaid: true } as const;
    expect(decideJobTransition(waiting, 'approve', 'admin', now)).toMatchObject({ allowed: true, to: 'ACTIVE', approval: 'set' });
    expect(decideJobTransition(waiting, 'approve', 'manager', now)).toMatchObject({ allowed: false, reason: 'actor' });
    expect(decideJobRejection(waiting, 'admin')).toEqual({ allowed: true, to: 'DRAFT' });
    expect(decideJobRejection(waiting, 'manager')).toMatchObject({ allowed: false, reason: 'actor', message: 'Only an admin may reject a job' });
    expect(decideJobRejection({ status: 'ACTIVE' }, 'admin')).toMatchObject({ allowed: false, reason: 'status' });
    // Waiting for review is not the manager's to submit again (nor to pay for: job-payments).
    expect(decideJobTransition(waiting, 'submit', 'manager', now)).toMatchObject({ allowed: false, reason: 'status' });
  });

  it('a paid draft (rejected in review) is submitted back to review without payment, or live once review is off', () => {
    const rejected = { status: 'DRAFT', expirationDate: future, postingPaid: true } as const;
    expect(decideJobTransition(rejected, 'submit', 'manager', now, { review: true })).toMatchObject({ allowed: true, to: 'PENDING_COMPANY_APPROVAL' });
    expect(decideJobTransition(rejected, 'submit', 'manager', now, { review: false })).toMatchObject({ allowed: true, to: 'ACTIVE', approval: 'set' });
    expect(decideJobTransition({ status: 'DRAFT', expirationDate: future }, 'submit', 'manager', now, { review: true })).toMatchObject({ to: 'PENDING_PAYMENT' });
  });
});
