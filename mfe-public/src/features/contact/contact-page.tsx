import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useSendContactMessage } from '@nordhub/api-client';
import {
  contactMessageFormSchema,
  contactTopicLabels,
  contactTopicSchema,
  type ContactMessageReceipt,
} from '@nordhub/contracts';
import { Button, Container, FormMessage, PageBody, PageTitle, Select, TextArea, TextField, useDocumentTitle } from '@nordhub/design-system';
import { RobotCheckField } from '@nordhub/form-widgets';
import { useCurrentUser } from '@nordhub/session';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

// The topic select starts empty (''), which the contract's enum refuses with its own message.
const contactFormSchema = z.extend(contactMessageFormSchema, { topic: z.pipe(z.string(), contactTopicSchema) });
type ContactFormInput = z.input<typeof contactFormSchema>;
type ContactFormValues = z.output<typeof contactFormSchema>;

const fieldNames = ['name', 'email', 'topic', 'message', 'reCaptchaResponse'] as const;

const topicOptions = contactTopicSchema.options.map((topic) => ({ value: topic, text: contactTopicLabels[topic] }));

const StyledLead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.fontSizes.lg }));

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg }));

const StyledActions = styled.div({ display: 'flex', justifyContent: 'flex-start' });

const StyledConfirmation = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  background: theme.colors.successSurface,
  '&:focus-visible': {
    outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`,
    outlineOffset: theme.borderWidths.thick,
  },
}));

const StyledConfirmationTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.xl }));

const StyledConfirmationText = styled.p({ margin: 0 });

/** /contact: a message to the Nordhub team, with the robot check; the sender gets a copy by e-mail. */
export function ContactPage() {
  useDocumentTitle('Contact us');
  const [receipt, setReceipt] = useState<ContactMessageReceipt | null>(null);
  return (
    <Container size="sm">
      <PageBody>
        <PageTitle>Contact us</PageTitle>
        <StyledLead>Questions about jobs, startups, investing or partnerships? Write to the Nordhub team and we will get back to you.</StyledLead>
        {receipt ? <ContactConfirmation receipt={receipt} onSendAnother={() => setReceipt(null)} /> : <ContactForm onSent={setReceipt} />}
      </PageBody>
    </Container>
  );
}

type ContactConfirmationProps = {
  receipt: ContactMessageReceipt;
  onSendAnother: () => void;
};

function ContactConfirmation({ receipt, onSendAnother }: ContactConfirmationProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  // The form is gone: move focus to the outcome so keyboard and screen-reader users hear it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <StyledConfirmation ref={ref} tabIndex={-1} aria-labelledby={titleId}>
      <StyledConfirmationTitle id={titleId}>Message sent</StyledConfirmationTitle>
      <StyledConfirmationText>{receipt.message}</StyledConfirmationText>
      <Button variant="secondary" onClick={onSendAnother}>
        Send another message
      </Button>
    </StyledConfirmation>
  );
}

type ContactFormProps = {
  onSent: (receipt: ContactMessageReceipt) => void;
};

function ContactForm({ onSent }: ContactFormProps) {
  const user = useCurrentUser();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [robotResetKey, setRobotResetKey] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    // Signed in: start from the account's name and address (still editable).
    values: { name: user?.fullName ?? '', email: user?.email ?? '', topic: '', message: '', reCaptchaResponse: '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (send.isPending) return;
    setFormError(null);
    try {
      onSent(await send.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerError(error, setError, fieldNames));
      // A challenge counts once: a new attempt needs a fresh robot check.
      setRobotResetKey((key) => key + 1);
    }
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label="Contact form">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Select label="Topic" placeholder="Choose a topic" options={topicOptions} error={errors.topic?.message} {...register('topic')} />
      <TextArea label="Message" rows={8} error={errors.message?.message} {...register('message')} />
      <RobotCheckField
        resetKey={robotResetKey}
        error={errors.reCaptchaResponse?.message}
        onChange={(answer) => setValue('reCaptchaResponse', answer, { shouldValidate: answer !== '' })}
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <StyledActions>
        <Button type="submit" loading={send.isPending}>
          Send message
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

