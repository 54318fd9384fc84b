import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError } from '@nordhub/api-client';
import { type JobInput, type JobInputParsed, jobInputSchema, SCREENING_QUESTIONS_MAX } from '@nordhub/contracts';
import { Button, Checkbox, FormMessage, Notice, RichText, Select, TextArea, TextField } from '@nordhub/design-system';
import { currencyForCountry, findGenderedWording, genderedWordingWarning, payRuleFor, payRuleProblem, requiredPayProblem, screeningQuestionProblems, type PayRule } from '@nordhub/domain';
import { useEffect, useId, useState } from 'react';
import { Controller, type FieldErrors, type FieldPath, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  benefitIconOptions,
  categoryOptions,
  countryOptions,
  currencyOptions,
  otherCompensationOptions,
  positionTypeOptions,
  receiveApplicantsOptions,
  salaryPeriodOptions,
  salaryTypeOptions,
} from './job-labels';
import { JobFormFieldset } from './job-form-parts';
import { JobWorkConditionsFields } from './job-work-conditions-fields';
import { PayRuleNote, usePayRules } from './pay-rule';

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl, maxWidth: '800px' }));

const StyledRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, '& > *': { flex: '1 1 200px' } }));

const StyledPreview = styled.section(({ theme }) => ({ padding: theme.space.lg, background: theme.colors.surface, borderRadius: theme.radii.lg }));
const StyledHint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));

/** The fields a server error may name (others become the form's message). */
const serverFieldNames: FieldPath<JobInput>[] = [
  'title',
  'description',
  'category',
  'positionType',
  'location.locality',
  'location.countryCode',
  'expirationDate',
  'salary.type',
  'salary.min',
  'salary.max',
  'salary.currency',
  'salary.period',
  'otherCompensation.percentage',
  'otherCompensation.percentageMax',
  'applicationUrl',
  'applicationEmail',
  'requiredLanguages',
  'remoteCountryCodes',
  ...Array.from({ length: SCREENING_QUESTIONS_MAX }, (_, index) => `screeningQuestions.${index}` as const),
];

// setValueAs also sees the stored value (null) when a field mounts.
const blankToNull = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? null : value);
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
/** A date input's day as the end of that day (UTC): the job is open through its last day. */
const endOfDay = (day: string) => (day === '' ? null : `${day}T23:59:59.000Z`);

export type JobFormProps = {
  defaultValues: JobInput;
  submitLabel: string;
  /** Saves the parsed form; a rejection with the API's field errors lands on the fields. */
  onSave: (job: JobInputParsed) => Promise<unknown>;
  /** Opens on the salary fields with the pay rule's message (the job list's fix for a job without pay). */
  focusPay?: boolean;
};

const baseResolver = zodResolver(jobInputSchema);

/**
 * The contract's rules plus the pay rule of the job's country where it is required (the API
 * refuses the same save); a recommended country only warns, beside the fields.
 */
const jobFormResolver: Resolver<JobInput, readonly PayRule[], JobInputParsed> = async (values, rules, options) => {
    const result = await baseResolver(values, undefined, options);
    const problem = requiredPayProblem(rules ?? [], values.location.countryCode, values.salary, new Date());
    const questions = screeningQuestionProblems(values.screeningQuestions ?? []);
    if (!problem && questions.length === 0) return result;
    const errors: FieldErrors<JobInput> = { ...result.errors };
    if (problem) {
      const key = problem.field === 'salary.type' ? 'type' : 'period';
      errors.salary = { ...errors.salary, [key]: { type: 'pay-transparency', message: problem.message } };
    }
    if (questions.length > 0) {
      const questionErrors: FieldErrors<JobInput>['screeningQuestions'] = Object.assign([], errors.screeningQuestions);
      for (const { index, message } of questions) questionErrors[index] = { type: 'pay-history', message };
      errors.screeningQuestions = questionErrors;
    }
    return { values: {}, errors };
};

/** A starting pay is stated as a range whose ends are the same amount. */
const startingPayHint = 'For a starting pay, enter the same amount as lowest and highest.';

/**
 * The job form (title, description as safe rich text with a preview, category, position type,
 * location or remote, salary and other compensation, expiration date, benefits, how to receive
 * applicants), validated with the contracts' jobInputSchema, the same rules as the API.
 */
export function JobForm({ defaultValues, submitLabel, onSave, focusPay = false }: JobFormProps) {
  const payRules = usePayRules();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<JobInput, readonly PayRule[], JobInputParsed>({ resolver: jobFormResolver, context: payRules, defaultValues });
  const benefits = useFieldArray({ control, name: 'benefits' });
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const salaryType = useWatch({ control, name: 'salary.type' });
  const otherType = useWatch({ control, name: 'otherCompensation.type' });
  const receive = useWatch({ control, name: 'receiveApplicants' });
  const description = useWatch({ control, name: 'description' });
  const title = useWatch({ control, name: 'title' });
  const countryCode = useWatch({ control, name: 'location.countryCode' });
  const salary = useWatch({ control, name: 'salary' });
  const screeningQuestions = useWatch({ control, name: 'screeningQuestions' }) ?? [];
  const payRule = payRuleFor(payRules, countryCode, new Date());
  const payRequired = payRule.requirement === 'required';
  const payWarning = payRule.requirement === 'recommended' ? payRuleProblem(payRule, salary) : null;
  // Dismissed for the country it was shown for: another country's warning shows again.
  const [dismissedWarning, setDismissedWarning] = useState<string | null>(null);
  const showPayWarning = payWarning !== null && dismissedWarning !== countryCode;
  const titleWording = findGenderedWording(title ?? '');
  const descriptionWording = findGenderedWording(description ?? '');
  const ids = useId();
  const payRuleNoteId = `${ids}-pay-rule`;
  const titleWordingId = `${ids}-title-wording`;
  const descriptionWordingId = `${ids}-description-wording`;

  // The job list's one-click fix: the rule's message on the field it names, and the focus there.
  useEffect(() => {
    if (!focusPay) return;
    void trigger(['salary.type', 'salary.period']).then(() => {
      const stored = getValues('salary');
      setFocus(stored.type === 'range' && stored.min != null && stored.max != null && stored.currency ? 'salary.period' : 'salary.type');
    });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * A range is stated in the currency of the job's country unless one is chosen (the startup's
   * own currency as a rule), and per month unless told otherwise.
   */
  const fillPayDefaults = () => {
    if (getValues('salary.type') !== 'range') return;
    const country = getValues('location.countryCode');
    if (!getValues('salary.currency') && country) setValue('salary.currency', currencyForCountry(country));
    if (!getValues('salary.period')) setValue('salary.period', 'monthly');
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormMessage(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormMessage(applyServerError(error, setError, serverFieldNames));
    }
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label="Job form">
      <JobFormFieldset>
        <legend>The job</legend>
        <TextField label="Job title" error={errors.title?.message} aria-describedby={titleWording.length > 0 ? titleWordingId : undefined} {...register('title')} />
        <div role="status" id={titleWordingId}>
          {titleWording.map((finding) => (
            <Notice key={finding.term}>
              <p>{genderedWordingWarning(finding)}</p>
            </Notice>
          ))}
        </div>
        <TextArea
          label="Description"
          rows={10}
          hint="Blank lines separate paragraphs. Lines starting with “- ” make a list, “## ” a heading, **text** is bold."
          error={errors.description?.message}
          aria-describedby={descriptionWording.length > 0 ? descriptionWordingId : undefined}
          {...register('description')}
        />
        <div role="status" id={descriptionWordingId}>
          {descriptionWording.length > 0 ? (
            <Notice>
              <p>
                Some words in the description read as gendered:{' '}
                {descriptionWording.map((finding) => `"${finding.term}" (use "${finding.neutral}")`).join(', ')}. Neutral wording reaches more candidates.
              </p>
            </Notice>
          ) : null}
        </div>
        <div>
          <Button type="button" variant="secondary" size="sm" aria-expanded={preview} onClick={() => setPreview((shown) => !shown)}>
            {preview ? 'Hide preview' : 'Preview description'}
          </Button>
        </div>
        {preview ? (
          <StyledPreview aria-label="Description preview">
            <RichText text={description ?? ''} />
          </StyledPreview>
        ) : null}
        <StyledRow>
          <Select label="Category" options={categoryOptions} {...register('category')} />
          <Select label="Position type" options={positionTypeOptions} {...register('positionType')} />
        </StyledRow>
      </JobFormFieldset>

      <JobFormFieldset>
        <legend>Location</legend>
        <StyledRow>
          <TextField label="City" error={errors.location?.locality?.message} {...register('location.locality', { setValueAs: blankToNull })} />
          <Controller
            control={control}
            name="location.countryCode"
            render={({ field }) => (
              <Select
                label="Country"
                placeholder="Choose a country"
                options={countryOptions}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(event) => {
                  field.onChange(blankToNull(event.target.value));
                  fillPayDefaults();
                }}
              />
            )}
          />
        </StyledRow>
        <Checkbox label="Remote: the job can be done away from the office" {...register('isRemote')} />
      </JobFormFieldset>

      <JobWorkConditionsFields control={control} />

      <JobFormFieldset>
        <legend>Compensation</legend>
        <PayRuleNote outcome={payRule} id={payRuleNoteId} />
        <Controller
          control={control}
          name="salary.type"
          render={({ field, fieldState }) => {
            // Where pay is required "Competitive" is no choice; a stored one shows as not chosen yet.
            const unstated = payRequired && field.value === 'competitive';
            return (
              <Select
                label="Salary"
                options={payRequired ? salaryTypeOptions.filter((option) => option.value !== 'competitive') : salaryTypeOptions}
                placeholder={unstated ? 'Choose how the pay is stated' : undefined}
                error={fieldState.error?.message}
                aria-describedby={payRule.requirement === 'none' ? undefined : payRuleNoteId}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={unstated ? '' : field.value}
                onChange={(event) => {
                  field.onChange(event.target.value === '' ? 'competitive' : event.target.value);
                  fillPayDefaults();
                }}
              />
            );
          }}
        />
        {showPayWarning ? (
          <Notice role="status">
            <p>{payWarning.message}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => setDismissedWarning(countryCode ?? null)}>
              Dismiss
            </Button>
          </Notice>
        ) : null}
        {salaryType === 'range' ? (
          <StyledRow>
            <Controller
              control={control}
              name="salary.min"
              render={({ field, fieldState }) => (
                <TextField label="Lowest salary" hint={startingPayHint} type="number" inputMode="numeric" min={0} error={fieldState.error?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(event) => field.onChange(numberOrNull(event.target.value))} />
              )}
            />
            <Controller
              control={control}
              name="salary.max"
              render={({ field, fieldState }) => (
                <TextField label="Highest salary" type="number" inputMode="numeric" min={0} error={fieldState.error?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(event) => field.onChange(numberOrNull(event.target.value))} />
              )}
            />
            <Controller
              control={control}
              name="salary.currency"
              render={({ field, fieldState }) => (
                <Select label="Currency" placeholder="Choose" options={currencyOptions} error={fieldState.error?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(event) => field.onChange(blankToNull(event.target.value))} />
              )}
            />
            <Controller
              control={control}
              name="salary.period"
              render={({ field, fieldState }) => (
                <Select label="Paid" placeholder="Choose" options={salaryPeriodOptions} error={fieldState.error?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(event) => field.onChange(blankToNull(event.target.value))} />
              )}
            />
          </StyledRow>
        ) : null}
        <Controller
          control={control}
          name="otherCompensation"
          render={({ field }) => (
            <Select
              label="Other compensation"
              placeholder="None"
              options={otherCompensationOptions}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value?.type ?? ''}
              onChange={(event) => {
                const type = event.target.value;
                const equity = type === 'percentage';
                field.onChange(
                  type === '' ? null : { type, percentage: equity ? (field.value?.percentage ?? null) : null, percentageMax: equity ? (field.value?.percentageMax ?? null) : null },
                );
              }}
            />
          )}
        />
        {otherType === 'percentage' ? (
          <StyledRow>
            <Controller
              control={control}
              name="otherCompensation.percentage"
              render={({ field, fieldState }) => (
                <TextField label="Equity (%)" hint="The share offered, or the lowest of a range." type="number" min={0} max={100} step="0.01" error={fieldState.error?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(event) => field.onChange(numberOrNull(event.target.value))} />
              )}
            />
            <Controller
              control={control}
              name="otherCompensation.percentageMax"
              render={({ field, fieldState }) => (
                <TextField label="Highest equity (%)" hint="Leave empty for a single share." type="number" min={0} max={100} step="0.01" error={fieldState.error?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(event) => field.onChange(numberOrNull(event.target.value))} />
              )}
            />
          </StyledRow>
        ) : null}
      </JobFormFieldset>

      <JobFormFieldset>
        <legend>Benefits</legend>
        {benefits.fields.map((benefit, index) => (
          <StyledRow key={benefit.id}>
            <Select label={`Benefit ${index + 1} icon`} options={benefitIconOptions} {...register(`benefits.${index}.icon`)} />
            <TextField label={`Benefit ${index + 1}`} error={errors.benefits?.[index]?.text?.message} {...register(`benefits.${index}.text`)} />
            <div>
              <Button type="button" variant="secondary" size="sm" onClick={() => benefits.remove(index)} aria-label={`Remove benefit ${index + 1}`}>
                Remove
              </Button>
            </div>
          </StyledRow>
        ))}
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={() => benefits.append({ icon: 'other', text: '' })}>
            Add a benefit
          </Button>
        </div>
      </JobFormFieldset>

      <JobFormFieldset>
        <legend>Screening questions</legend>
        <StyledHint>
          Up to {SCREENING_QUESTIONS_MAX} questions every applicant answers when applying through Nordhub. Ask what candidates expect, never what they earn or earned.
        </StyledHint>
        {screeningQuestions.map((_, index) => (
          <StyledRow key={index}>
            <Controller
              control={control}
              name={`screeningQuestions.${index}`}
              render={({ field, fieldState }) => (
                <TextField
                  label={`Question ${index + 1}`}
                  error={fieldState.error?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={() => {
                    field.onBlur();
                    // A pay-history question is refused as soon as it is written, not only on save.
                    if ((field.value ?? '').trim() !== '') void trigger(`screeningQuestions.${index}`);
                  }}
                />
              )}
            />
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Remove question ${index + 1}`}
                onClick={() => {
                  clearErrors('screeningQuestions');
                  setValue(
                    'screeningQuestions',
                    screeningQuestions.filter((__, other) => other !== index),
                  );
                }}
              >
                Remove
              </Button>
            </div>
          </StyledRow>
        ))}
        {screeningQuestions.length < SCREENING_QUESTIONS_MAX ? (
          <div>
            <Button type="button" variant="secondary" size="sm" onClick={() => setValue('screeningQuestions', [...screeningQuestions, ''])}>
              Add a question
            </Button>
          </div>
        ) : null}
      </JobFormFieldset>

      <JobFormFieldset>
        <legend>Applications</legend>
        <Controller
          control={control}
          name="expirationDate"
          render={({ field, fieldState }) => (
            <TextField
              label="Expiration date"
              type="date"
              hint="The job is open through this day."
              error={fieldState.error ? 'Please choose the expiration date' : undefined}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value ? field.value.slice(0, 10) : ''}
              onChange={(event) => field.onChange(endOfDay(event.target.value))}
            />
          )}
        />
        <Select label="How to receive applicants" options={receiveApplicantsOptions} {...register('receiveApplicants')} />
        {receive === 'url' ? (
          <TextField label="Application link" type="url" error={errors.applicationUrl?.message} {...register('applicationUrl', { setValueAs: blankToNull })} />
        ) : null}
        {receive === 'email' ? (
          <TextField label="Application e-mail" type="email" error={errors.applicationEmail?.message} {...register('applicationEmail', { setValueAs: blankToNull })} />
        ) : null}
      </JobFormFieldset>

      {formMessage ? <FormMessage tone="error">{formMessage}</FormMessage> : null}
      <StyledActions>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
