import { useSiteConfiguration } from '@nordhub/api-client';
import { REJECTION_MESSAGE_MAX, rejectionTemplates } from '@nordhub/contracts';
import { Button, Modal, Select, TextArea } from '@nordhub/design-system';
import { useState } from 'react';

export type RejectDialogProps = {
  /** "Reject Astrid Holm?" or "Reject 3 applicants?". */
  title: string;
  /** Who is told what, in a sentence. */
  summary: string;
  /** Called with the message the applicants are mailed; null when the manager cancels. */
  onAnswer: (answer: { message: string } | null) => void;
};

const OWN = 'own';

/** Decision 030: a template sent as it is speaks each applicant's language; the manager's own words are sent as written. */
const templateLanguageHint = "Sent unchanged, a template reaches applicants from a careers site or feed in that site's language; your own words are sent as you write them.";

/**
 * Asks before rejecting (the applicant is mailed and the card locked) and lets the manager choose
 * what the mail says: one of the templates, edited if they like, or their own words; the
 * site configuration's e-mail placeholders are filled in for each applicant by the server.
 */
export function RejectDialog({ title, summary, onAnswer }: RejectDialogProps) {
  const placeholders = useSiteConfiguration().data?.emailPlaceholders ?? [];
  const fill = (id: string) => rejectionTemplates.find((template) => template.id === id)?.text ?? '';
  const [template, setTemplate] = useState(rejectionTemplates[0]!.id);
  const [message, setMessage] = useState(() => fill(rejectionTemplates[0]!.id));
  const [error, setError] = useState<string | undefined>();

  const choose = (id: string) => {
    setTemplate(id);
    setMessage(id === OWN ? '' : fill(id));
    setError(undefined);
  };

  const send = () => {
    const text = message.trim();
    if (!text) return setError('Please write the message to the applicant');
    if (text.length > REJECTION_MESSAGE_MAX) return setError(`Please keep the message under ${REJECTION_MESSAGE_MAX} characters`);
    onAnswer({ message: text });
  };

  return (
    <Modal
      open
      size="large"
      onClose={() => onAnswer(null)}
      title={title}
      footer={
        <>
          <Button variant="danger" onClick={send}>
            Reject and send e-mail
          </Button>
          <Button variant="secondary" onClick={() => onAnswer(null)}>
            Cancel
          </Button>
        </>
      }
    >
      <p>{summary} Rejected applicants are locked: the card cannot be moved afterwards.</p>
      <Select
        label="Message template"
        options={[...rejectionTemplates.map((item) => ({ value: item.id, text: item.name })), { value: OWN, text: 'Write my own' }]}
        value={template}
        onChange={(event) => choose(event.target.value)}
      />
      <TextArea
        label="Message to the applicant"
        hint={`The e-mail starts with a greeting and ends with your startup's name.${
          placeholders.length > 0 ? ` These are filled in for each applicant: ${placeholders.map((item) => `${item.value} (${item.text})`).join(', ')}.` : ''
        } ${templateLanguageHint}`}
        rows={8}
        value={message}
        error={error}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(undefined);
        }}
      />
    </Modal>
  );
}
