import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, isApiClientError } from '@nordhub/api-client';
import { type ScoutOrderForm as ScoutOrderFormValues, type ScoutOrderInput, scoutOrderInputSchema } from '@nordhub/contracts';
import { Button, FormMessage, InlineList, Select, TextArea, TextField } from '@nordhub/design-system';
import { SCOUT_ORDER_KINDS, scoutOrderKindLabels, scoutOrderKindPitches, type ScoutOrderKind } from '@nordhub/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';

/** The order's steps in order: each names the fields it validates before Next. */
export const scoutOrderSteps = [
  { title: 'Role', fields: ['kind', 'role'] },
  { title: 'Brief', fields: ['brief'] },
  { title: 'Budget', fields: ['budget'] },
  { title: 'Contact', fields: ['contactName', 'contactEmail', 'contactPhone'] },
] as const satisfies readonly { title: string; fields: readonly Path<ScoutOrderFormValues>[] }[];

const allFields = scoutOrderSteps.flatMap((step) => [...step.fields]);

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg, maxWidth: '700px' }));
const StyledStep = styled.li(({ theme }) => ({
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radii.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  '&[aria-current="step"]': { borderColor: theme.colors.primary, color: theme.colors.text, fontWeight: theme.typography.fontWeights.bold },
}));
const StyledStepTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.xl }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));

const kindOptions = SCOUT_ORDER_KINDS.map((kind) => ({ value: kind, text: scoutOrderKindLabels[kind] }));

export type ScoutOrderFormProps = {
  initialKind: ScoutOrderKind;
  /** Prefills the role (the job's title when ordered from a job). */
  initialRole?: string;
  /** Prefills the contact step (the signed-in manager). */
  contact: { name: string; email: string };
  /** Stores the order; rejects with the API's error, which the form shows by its field. */
  onSubmit: (input: ScoutOrderInput) => Promise<void>;
  submitting: boolean;
};

/**
 * The order form of /hh-steps: role, brief, budget and contact, one step at a time. One form
 * holds every value, so Back and Next keep what was typed; Next validates only the step's fields.
 */
export function ScoutOrderForm({ initialKind, initialRole = '', contact, onSubmit, submitting }: ScoutOrderFormProps) {
  const [step, setStep] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows a step change the user made, never the first render.
  const [moved, setMoved] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    control,
    formState: { errors },
  } = useForm<ScoutOrderFormValues, unknown, ScoutOrderInput>({
    resolver: zodResolver(scoutOrderInputSchema),
    defaultValues: { kind: initialKind, role: initialRole, brief: '', budget: '', contactName: contact.name, contactEmail: contact.email, contactPhone: '' },
  });
  const current = scoutOrderSteps[step] ?? scoutOrderSteps[0];
  const last = step === scoutOrderSteps.length - 1;
  const kind = useWatch({ control, name: 'kind' });

  // Keyboard and screen-reader users land on the new step's title, not on a button that moved.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, step]);

  const goTo = (next: number) => {
    setMoved(true);
    setStep(next);
  };

  const next = async () => {
    if (await trigger([...current.fields], { shouldFocus: true })) goTo(step + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      async (input) => {
        setFormError(null);
        try {
          await onSubmit(input);
        } catch (error) {
          setFormError(applyServerError(error, setError, allFields));
          const named = isApiClientError(error) ? error.fields.map((field) => field.path) : [];
          const firstWithError = scoutOrderSteps.findIndex((candidate) => candidate.fields.some((field) => named.includes(field)));
          if (firstWithError >= 0 && firstWithError !== step) goTo(firstWithError);
        }
      },
      (invalid) => {
        // Only reachable on the last step: an earlier step's field was changed back to invalid.
        const firstWithError = scoutOrderSteps.findIndex((candidate) => candidate.fields.some((field) => field in invalid));
        if (firstWithError >= 0 && firstWithError !== step) goTo(firstWithError);
      },
    )(event);

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (last) {
      void submit(event);
      return;
    }
    event.preventDefault();
    void next();
  };

  return (
    <StyledForm noValidate onSubmit={onFormSubmit} aria-labelledby="scout-order-step">
      <nav aria-label="Order steps">
        <InlineList as="ol">
          {scoutOrderSteps.map((candidate, index) => (
            <StyledStep key={candidate.title} aria-current={index === step ? 'step' : undefined}>
              {index + 1}. {candidate.title}
            </StyledStep>
          ))}
        </InlineList>
      </nav>
      <StyledStepTitle id="scout-order-step" ref={heading} tabIndex={-1}>
        Step {step + 1} of {scoutOrderSteps.length}: {current.title}
      </StyledStepTitle>

      {/* Every step stays mounted (hidden when not current) so its values and registration survive Back and Next. */}
      <div hidden={step !== 0}>
        <Select label="What would you like to order?" options={kindOptions} error={errors.kind?.message} {...register('kind')} />
        <StyledMuted>{scoutOrderKindPitches[kind === 'scout' ? 'scout' : 'headhunter']}</StyledMuted>
        <TextField label="Role" hint="The job title you are hiring for, e.g. Head of Sales" error={errors.role?.message} {...register('role')} />
      </div>
      <div hidden={step !== 1}>
        <TextArea
          label="Brief"
          rows={8}
          hint="The team, what the person will do, must-haves and where they will work."
          error={errors.brief?.message}
          {...register('brief')}
        />
      </div>
      <div hidden={step !== 2}>
        <TextField label="Salary budget" hint="The yearly salary range for the hire, e.g. 650,000–750,000 SEK" error={errors.budget?.message} {...register('budget')} />
      </div>
      <div hidden={step !== 3}>
        <TextField label="Contact name" autoComplete="name" error={errors.contactName?.message} {...register('contactName')} />
        <TextField label="Contact email" type="email" autoComplete="email" error={errors.contactEmail?.message} {...register('contactEmail')} />
        <TextField label="Contact phone (optional)" type="tel" autoComplete="tel" error={errors.contactPhone?.message} {...register('contactPhone')} />
      </div>

      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <StyledActions>
        {step > 0 ? (
          <Button variant="secondary" onClick={() => goTo(step - 1)}>
            Back
          </Button>
        ) : null}
        <Button type="submit" loading={last && submitting}>
          {last ? 'Continue to payment' : 'Next'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

